import { addApplicationNote, applicationDetails } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type ApplicationDetails = CallAnswer<typeof applicationDetails>;

/** POST /api/application_details: the stage history and private notes of one application. */
export function useApplicationDetails(applicationId: string | null) {
  return useCallQuery(
    applicationDetails,
    { applicationId: applicationId ?? "" },
    consoleKeys.application(applicationId ?? ""),
    {
      enabled: applicationId !== null,
    },
  );
}

/** POST /api/add_application_note: the notes and the pipeline's note counts reload after. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicationId: string; body: string }) => call(addApplicationNote, input),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.application(input.applicationId) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
      ]),
  });
}
