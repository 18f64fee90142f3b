import { editProfileCopy } from "@site/content/accounts/profile";
import { pages } from "@site/content/site";
import { onServerMark, ServerSlot } from "#web/components/server-slot";
import { useProfileOrLogin } from "../hooks/use-profile-or-login";
import { ProfileForm } from "./profile-form";

/** The element of /edit-profile whose content the server writes for a signed-in candidate (decision 136). */
export const editProfileSlotId = "prerendered-edit-profile";

/**
 * /edit-profile: the profile's fields editable, with the resume picker. Load errors go to /login.
 * `onServer`: rendered by the server for a signed-in candidate, marked to start the app at the first
 * use (docs/decisions/136); the app keeps that render until it has the profile, and the page's
 * starter then gives what was typed meanwhile to the app's form.
 */
export function EditProfileScreen({ onServer = false }: { onServer?: boolean }) {
  const query = useProfileOrLogin();
  const { data: profile } = query;

  const screen = (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6" {...onServerMark(onServer)}>
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{pages.editProfile.heading}</h1>
      {profile ? (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ProfileForm profile={profile} />
        </div>
      ) : (
        <p role="status" className="mt-6 text-slate-600">
          {editProfileCopy.loading}
        </p>
      )}
    </section>
  );
  if (onServer) return screen;
  return (
    <ServerSlot id={editProfileSlotId} ready={!query.isPending}>
      {screen}
    </ServerSlot>
  );
}
