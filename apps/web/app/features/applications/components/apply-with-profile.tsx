import { applyCopy } from "@site/content/job-posts/jobs";
import { jobMessages } from "@site/contract/api/job-posts";
import { messages } from "@site/contract/messages";
import { Link } from "react-router";
import { AlertMessage } from "#web/components/alert-message";
import { Button, linkClass } from "#web/components/button";
import { CardSection } from "#web/components/card-section";
import { ApiError } from "#web/lib/api-client";
import { paths } from "#web/lib/paths";
import { withReturnTo } from "#web/lib/return-to";
import { useApplyForJob } from "../api/apply-for-job";
import type { ApplyProps } from "./question-fields";

type Failure =
  | { kind: "alreadyApplied" }
  | { kind: "noResume" }
  | { kind: "signedOut" }
  | { kind: "other"; message: string };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 409 && error.serverMessage === jobMessages.alreadyApplied)
      return { kind: "alreadyApplied" };
    if (error.status === 400 && error.serverMessage === jobMessages.noResumeOnProfile)
      return { kind: "noResume" };
    if (error.status === 401) return { kind: "signedOut" };
    return { kind: "other", message: error.message };
  }
  return {
    kind: "other",
    message: error instanceof TypeError ? messages.networkError : messages.requestFailed,
  };
}

/**
 * "Apply with my profile" for a signed-in candidate: sends the profile's resume. Without a
 * resume it links to Edit Profile; a second application shows "already applied"; an expired
 * session links to log-in and back to this job.
 */
export function ApplyWithProfile({ jobId, onApply, answers = [] }: ApplyProps) {
  const apply = useApplyForJob();
  const failure = apply.isError ? failureOf(apply.error) : null;
  // An application known before the page opened is shown instead of this form (ApplyOptions).
  const alreadyApplied = failure?.kind === "alreadyApplied";

  return (
    <CardSection heading={applyCopy.profileHeading} intro={applyCopy.profileIntro}>
      <Button
        className="mt-5"
        busy={apply.isPending}
        busyLabel={applyCopy.profileBusy}
        disabled={alreadyApplied || apply.isSuccess}
        onClick={() => {
          onApply?.();
          // Without questions the call stays as it was: no empty list.
          apply.mutate(answers.length > 0 ? { jobId, answers } : { jobId });
        }}
      >
        {applyCopy.profileSubmit}
      </Button>
      <div aria-live="polite" aria-atomic="true">
        {apply.isSuccess ? (
          <AlertMessage tone="success" announce={false} large>
            {apply.data.message}
          </AlertMessage>
        ) : alreadyApplied ? (
          <AlertMessage tone="info" announce={false} large>
            {jobMessages.alreadyApplied}
          </AlertMessage>
        ) : failure?.kind === "noResume" ? (
          <AlertMessage tone="error" announce={false} large>
            {jobMessages.noResumeOnProfile}{" "}
            <Link to={paths.editProfile} className={linkClass}>
              {applyCopy.editProfile}
            </Link>
          </AlertMessage>
        ) : failure?.kind === "signedOut" ? (
          <AlertMessage tone="error" announce={false} large>
            {messages.sessionExpired}{" "}
            <Link to={withReturnTo(paths.login, paths.job(String(jobId)))} className={linkClass}>
              {applyCopy.logIn}
            </Link>
          </AlertMessage>
        ) : failure?.kind === "other" ? (
          <AlertMessage tone="error" announce={false} large>
            {failure.message}
          </AlertMessage>
        ) : null}
      </div>
    </CardSection>
  );
}
