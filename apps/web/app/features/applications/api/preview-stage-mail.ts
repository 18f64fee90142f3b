import { type CandidateReason, type MailingStage, previewStageMail } from "@site/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/** POST /api/preview_stage_mail: the mail a move to Hired or Rejected would send (with the candidate reason), and to how many. */
export function useStageMailPreview(
  applicationIds: readonly string[],
  stage: MailingStage,
  enabled: boolean,
  candidateReason?: CandidateReason,
) {
  return useQuery({
    queryKey: ["console", "stage-mail", stage, [...applicationIds].sort(), candidateReason ?? ""],
    queryFn: () =>
      call(previewStageMail, {
        applicationIds: [...applicationIds],
        stage,
        ...(candidateReason ? { candidateReason } : {}),
      }),
    enabled: enabled && applicationIds.length > 0,
    retry: false,
  });
}
