import { z } from "zod";

/** Every non-2xx answer of the API has this body (docs/product/product-choices.md). */
export const errorBody = z.object({
  message: z.string(),
  /** Only token validation adds it, as the original client reads it (docs/product/requirements.md §7). */
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
