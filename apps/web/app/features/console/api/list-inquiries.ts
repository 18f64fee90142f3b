import { listInquiries } from "@site/contract/api/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

export type Inquiry = z.infer<typeof listInquiries.response>["data"][number];

/** POST /api/list_inquiries: contact inquiries, newest first. */
export function fetchInquiries(page: number) {
  return post(listInquiries.path, { authToken: requireAuthToken(), page }, listInquiries.response);
}

export function useInquiries(page: number) {
  return useQuery({
    queryKey: consoleKeys.inquiries(page),
    queryFn: () => fetchInquiries(page),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
