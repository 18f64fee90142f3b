import { type ChatTurn, chatHandover } from "@site/contract/api/assistant";
import { useMutation } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

export interface HandoverInput {
  firstName: string;
  lastName: string;
  emailAddress: string;
  note?: string;
  page?: string;
  transcript: ChatTurn[];
}

/** POST /api/chat/handover: the conversation goes to the site's inbox as a contact inquiry. */
export function useHandOver() {
  return useMutation({
    mutationFn: (input: HandoverInput) => call(chatHandover, input),
    retry: false,
  });
}
