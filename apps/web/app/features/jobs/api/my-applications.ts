import { myApplications } from "@site/contract/api/jobs";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { getAccessToken, useSession } from "../../../lib/session-store";
import { jobKeys } from "./job-keys";

export type ApplicationSummary = z.infer<typeof myApplications.response>["data"][number];

/** POST /api/my_applications: the signed-in candidate's applications, newest first. */
export async function fetchMyApplications(): Promise<ApplicationSummary[]> {
  const accessToken = getAccessToken() ?? undefined;
  const answer = await post(myApplications.path, { accessToken }, myApplications.response);
  return answer.data;
}

/** The signed-in candidate's applications; idle while signed out or while the session is checked. */
export function useMyApplications() {
  const session = useSession();
  return useQuery({
    queryKey: jobKeys.myApplications(session.email),
    queryFn: fetchMyApplications,
    enabled: session.status === "signedIn",
  });
}
