import { selectUser, type UserDetails, userDetails } from "@site/contract/api/admin";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";

// The contract declares this answer through a generic helper, so its type is spelled out here.
const answer = z.object({ user: userDetails });

/** POST /api/selectUser: one account by its exact e-mail; an unknown one answers 404. */
export async function fetchUser(inputEmail: string): Promise<UserDetails> {
  const { user } = await post(selectUser.path, { authToken: requireAuthToken(), inputEmail }, answer);
  return user;
}

/** A look-up the user starts (by e-mail), so a mutation: it runs on demand and keeps its error. */
export function useSelectUser() {
  return useMutation({ mutationFn: fetchUser });
}
