import {
  ethnicityLabels,
  genderLabels,
  profileFieldLabels,
  viewProfileCopy,
} from "@site/content/accounts/profile";
import { pages } from "@site/content/site";
import type { Profile } from "@site/contract/api/accounts";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/button";
import { onServerMark, ServerSlot } from "#web/components/server-slot";
import { paths } from "#web/lib/paths";
import { useProfileOrLogin } from "../hooks/use-profile-or-login";
import { ChangeEmailSection } from "./change-email-section";
import { DeleteAccountSection } from "./delete-account-section";
import { ResumeLink } from "./resume-link";

function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

function Detail({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{value}</dd>
    </div>
  );
}

function orNotProvided(value: string): ReactNode {
  return value.trim() !== "" ? value : <span className="text-slate-500">{viewProfileCopy.notProvided}</span>;
}

/** The profile's fields, read-only. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const labels = profileFieldLabels;
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Detail label={labels.firstName} value={orNotProvided(profile.firstName)} />
      <Detail label={labels.lastName} value={orNotProvided(profile.lastName)} />
      <Detail label={labels.phoneNumber} value={orNotProvided(profile.phoneNumber)} />
      <Detail label={labels.emailAddress} value={orNotProvided(profile.emailAddress)} />
      <Detail label={labels.company} value={orNotProvided(profile.company)} />
      <Detail label={labels.title} value={orNotProvided(profile.title)} />
      <Detail label={labels.citizenshipStatus} value={orNotProvided(profile.citizenshipStatus)} />
      <Detail label={labels.gender} value={orNotProvided(labelOf(genderLabels, profile.gender))} />
      <Detail label={labels.ethnicity} value={orNotProvided(labelOf(ethnicityLabels, profile.ethnicity))} />
      <Detail label={labels.description} value={orNotProvided(profile.description)} wide />
      <Detail
        label={labels.resume}
        wide
        value={
          profile.resumeName && profile.resumeLink ? (
            <ResumeLink name={profile.resumeName} link={profile.resumeLink} />
          ) : (
            <span className="text-slate-500">{viewProfileCopy.noResume}</span>
          )
        }
      />
    </dl>
  );
}

/** The element of /view-profile whose content the server writes for a signed-in candidate (decision 136). */
export const viewProfileSlotId = "prerendered-view-profile";

/**
 * /view-profile: the candidate's profile, read-only, and the Edit Profile button. Without a
 * token or when the profile cannot be loaded, the user goes to /login. `children` (e.g. the
 * candidate's applications) show below the profile once it has loaded, then the account's
 * sections: changing its e-mail address and deleting it. `onServer`: rendered by the server for a
 * signed-in candidate, marked to start the app at the first use (docs/decisions/136); the app
 * keeps that render until it has the profile.
 */
export function ProfileView({ children, onServer = false }: { children?: ReactNode; onServer?: boolean }) {
  const navigate = useNavigate();
  const query = useProfileOrLogin();
  const { data: profile } = query;

  const screen = (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6" {...onServerMark(onServer)}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{pages.viewProfile.heading}</h1>
        {profile ? (
          <Button onClick={() => navigate(paths.editProfile)}>{viewProfileCopy.editProfile}</Button>
        ) : null}
      </div>
      {profile ? (
        <>
          <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="sr-only">{viewProfileCopy.details}</h2>
            <ProfileDetails profile={profile} />
          </div>
          {children}
          <ChangeEmailSection />
          <DeleteAccountSection />
        </>
      ) : (
        <p role="status" className="mt-6 text-slate-600">
          {viewProfileCopy.loading}
        </p>
      )}
    </section>
  );
  if (onServer) return screen;
  return (
    <ServerSlot id={viewProfileSlotId} ready={!query.isPending}>
      {screen}
    </ServerSlot>
  );
}
