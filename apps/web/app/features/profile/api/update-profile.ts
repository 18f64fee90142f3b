import {
  type Profile,
  type profileUpdate,
  updateProfile as updateProfileEndpoint,
} from "@site/contract/api/profile";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAccessToken } from "../access-token";

/** The fields the candidate may change; the e-mail address is the account's and is never sent. */
export type ProfileChanges = Omit<z.output<typeof profileUpdate>, "emailAddress">;

/** POST /api/update_profile: saves `updated_data` and answers the whole profile. */
export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return post(
    updateProfileEndpoint.path,
    { accessToken: requireAccessToken(), updated_data: changes },
    updateProfileEndpoint.response,
  );
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
