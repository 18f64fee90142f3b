import { listInquiries } from "@site/contract/api/inquiries";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type Inquiry = CallAnswer<typeof listInquiries>["data"][number];

/** POST /api/list_inquiries: contact inquiries, newest first. */
export function useInquiries(page: number) {
  return useQuery({
    queryKey: consoleKeys.inquiries(page),
    queryFn: () => call(listInquiries, { page }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
