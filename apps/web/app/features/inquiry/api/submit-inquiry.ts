import type { InquiryFieldName } from "@site/content/marketing-inquiry";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { getAccessToken } from "../../../lib/session-store";

export type InquiryValues = Record<InquiryFieldName, string>;

/** Loads the contract's inquiry schemas (a separate chunk; see inquiry-schema.ts). */
export const loadInquirySchema = () => import("../inquiry-schema");

/**
 * POST /api/submit_inquiry. A signed-in visitor's token goes with it; a signed-out visitor
 * sends none (docs/product/product-choices.md). Answers the server's {message}; throws on any non-OK answer.
 */
export async function submitInquiry(values: InquiryValues): Promise<{ message: string }> {
  const { inquiryEndpoint } = await loadInquirySchema();
  const accessToken = getAccessToken() ?? undefined;
  return post(inquiryEndpoint.path, { ...values, accessToken }, inquiryEndpoint.response);
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry });
}
