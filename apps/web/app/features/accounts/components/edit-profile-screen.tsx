import { editProfileCopy } from "@site/content/accounts/profile";
import { pages } from "@site/content/site";
import { useProfileOrLogin } from "../hooks/use-profile-or-login";
import { ProfileForm } from "./profile-form";

/** /edit-profile: the profile's fields editable, with the resume picker. Load errors go to /login. */
export function EditProfileScreen() {
  const { data: profile } = useProfileOrLogin();

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
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
}
