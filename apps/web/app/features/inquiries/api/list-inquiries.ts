import { listInquiries } from "@site/contract/api/inquiries";
import { keepPreviousData } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import type { CallAnswer } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type Inquiry = CallAnswer<typeof listInquiries>["data"][number];

/** POST /api/list_inquiries: contact inquiries, newest first. */
export function useInquiries(page: number) {
  return useCallQuery(listInquiries, { page }, consoleKeys.inquiries(page), {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
