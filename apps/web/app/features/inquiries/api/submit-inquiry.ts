import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import type { inquiryEndpoint } from "../inquiry-schema";

export type InquiryValues = CallInput<typeof inquiryEndpoint>;

/** Loads the contract's inquiry schemas (a separate chunk; see inquiry-schema.ts). */
export const loadInquirySchema = () => import("../inquiry-schema");

/**
 * POST /api/submit_inquiry. A signed-in visitor's token goes with it; a signed-out visitor
 * sends none (docs/product/product-choices.md).
 */
export function useSubmitInquiry() {
  return useMutation({
    mutationFn: async (values: InquiryValues) => call((await loadInquirySchema()).inquiryEndpoint, values),
  });
}
