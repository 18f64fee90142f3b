import { useSearchParams } from "react-router";

/**
 * The id and token of a signed link from a mail (`?id=…&token=…`: an application's status, an
 * interview, a job alert's unsubscribe), or null when either is missing.
 */
export function useSignedLink(): { id: string; token: string } | null {
  const [params] = useSearchParams();
  const id = params.get("id");
  const token = params.get("token");
  return id && token ? { id, token } : null;
}
