import { viewProfile } from "@site/contract/api/accounts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";
import { profileKeys } from "./profile-keys";

/** POST /api/view_profile: the signed-in candidate's profile with a fresh signed resume link. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: () => call(viewProfile),
    // A refused token is not worth a second try: the screen sends the user to /login.
    retry: false,
    // Always reload on entering a profile screen: the resume link's token is short-lived, and a
    // profile cached for one user must never be shown after another signs in on this tab.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
