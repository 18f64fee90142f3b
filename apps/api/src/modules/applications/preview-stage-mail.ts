import type { CandidateReason, MailingStage } from "@site/contract/api/applications";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { applicationsOf } from "./access.ts";
import { stageMailContent, stageMailFor } from "./stage-mail.ts";

/**
 * What a move of these applications to Hired or Rejected would mail: the first candidate's mail
 * as it would be sent, and how many candidates have an address at all.
 */
export async function previewStageMail(
  db: Db,
  actor: SessionUser,
  input: {
    applicationIds: readonly string[];
    stage: MailingStage;
    candidateReason?: CandidateReason | undefined;
  },
) {
  const rows = await applicationsOf(db, actor, input.applicationIds);
  const reason = input.stage === "rejected" ? input.candidateReason : undefined;
  const mails = rows.map((row) => stageMailFor(row, input.stage, reason));
  const first = mails.find((mail) => mail !== undefined);
  const sample =
    first?.mail ??
    stageMailContent(input.stage, { jobId: rows[0]?.jobId ?? 0, candidateReason: reason, verified: false });
  const recipients = mails.filter((mail) => mail !== undefined).length;
  return {
    subject: sample.subject,
    text: sample.text,
    recipients,
    withoutAddress: rows.length - recipients,
  };
}
