import { applyCopy } from "@site/content/job-posts/jobs";
import { useState } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { CardSection } from "#web/components/card-section";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { withReturnTo } from "#web/lib/return-to";
import { useSession } from "#web/lib/session-store";
import { useApplicationQuestions } from "../api/application-questions";
import { useMyApplications } from "../api/my-applications";
import { ApplyWithProfile } from "./apply-with-profile";
import { ApplyWithResume } from "./apply-with-resume";
import { type Answers, answersToSend, QuestionFields } from "./question-fields";

/** For a visitor: the way to sign in (or up) and come back to this job to apply with a profile. */
function SignInToApply({ jobId }: { jobId: number }) {
  const here = paths.job(String(jobId));
  return (
    <CardSection heading={applyCopy.signInHeading} intro={applyCopy.signInIntro}>
      <Link
        to={withReturnTo(paths.login, here)}
        className="mt-5 inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-2.5 font-medium text-white hover:bg-navy-700"
      >
        {applyCopy.signIn}
      </Link>
      <p className="mt-4 text-slate-600 text-sm">
        {applyCopy.noAccount}{" "}
        <Link to={withReturnTo(paths.requestRegistration, here)} className={linkClass}>
          {applyCopy.signUp}
        </Link>
      </p>
    </CardSection>
  );
}

/** For a candidate who applied before: when, instead of the apply buttons. */
function AppliedNotice({ appliedAt }: { appliedAt: string }) {
  return (
    <CardSection heading={applyCopy.appliedHeading} className="mt-10">
      <p className="mt-2 text-slate-800">
        {applyCopy.appliedOn} <time dateTime={appliedAt}>{formatDate(appliedAt)}</time>
      </p>
      <Link to={paths.viewProfile} className={`${linkClass} mt-3 inline-block text-sm`}>
        {applyCopy.seeApplications}
      </Link>
    </CardSection>
  );
}

/**
 * How to apply for an open job: everyone may send a resume only; a visitor is offered to sign in
 * and apply with a profile, a signed-in candidate applies with it. A candidate who applied before
 * sees "You applied on {date}" instead (the server refuses a second application either way).
 * `asVisitor`: as a visitor without a session sees them, whatever the session (the server's render).
 */
export function ApplyOptions({ jobId, asVisitor = false }: { jobId: number; asVisitor?: boolean }) {
  // The server renders the page as a visitor sees it (app/job-view/server.tsx, decision 104).
  const current = useSession();
  const session = asVisitor ? { ...current, status: "signedOut" as const } : current;
  const applications = useMyApplications();
  // Once the candidate tries to apply on this page, the forms stay to show how it went.
  const [triedHere, setTriedHere] = useState(false);
  const onApply = () => setTriedHere(true);
  const questions = useApplicationQuestions(jobId);
  const [answers, setAnswers] = useState<Answers>({});
  const toSend = answersToSend(answers);

  if (session.status === "signedIn" && !triedHere) {
    if (applications.isPending) {
      return (
        <p role="status" className="mt-10 text-slate-600">
          {applyCopy.checkingApplications}
        </p>
      );
    }
    const earlier = applications.data?.find((application) => application.jobId === jobId);
    if (earlier) return <AppliedNotice appliedAt={earlier.appliedAt} />;
  }

  return (
    <>
      <QuestionFields
        questions={questions.data?.data ?? []}
        answers={answers}
        onChange={(questionId, answer) => setAnswers((current) => ({ ...current, [questionId]: answer }))}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <ApplyWithResume jobId={jobId} onApply={onApply} answers={toSend} />
        {session.status === "signedIn" ? (
          <ApplyWithProfile jobId={jobId} onApply={onApply} answers={toSend} />
        ) : session.status === "signedOut" ? (
          <SignInToApply jobId={jobId} />
        ) : null}
      </div>
    </>
  );
}
