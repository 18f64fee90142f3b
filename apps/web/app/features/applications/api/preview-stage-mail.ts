import { type MailingStage, previewStageMail } from "@site/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/** POST /api/preview_stage_mail: the mail a move to Hired or Rejected would send, and to how many. */
export function useStageMailPreview(
  applicationIds: readonly string[],
  stage: MailingStage,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ["console", "stage-mail", stage, [...applicationIds].sort()],
    queryFn: () => call(previewStageMail, { applicationIds: [...applicationIds], stage }),
    enabled: enabled && applicationIds.length > 0,
    retry: false,
  });
}
