// Removing an account that still owns open jobs (docs/decisions/074-drafts-stages-and-reports.md).
import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { emailField, onlyWithChoice, sessionToken } from "../../fields.ts";
import { adminCall } from "./admin-call.ts";

/** What happens to the open jobs (and drafts) of an account being removed. */
export const openJobsChoices = ["transfer", "close"] as const;

export const openJobsMessages = {
  choose: (count: number) =>
    `This account has ${count} open job${count === 1 ? "" : "s"}. Transfer them to another employer or close them before removing it.`,
  transferToRequired: "Enter the e-mail address of the employer who takes over the jobs.",
  transferToInvalid: "Jobs can be transferred only to another active employer or admin account.",
  transferToWithoutTransfer: "An employer to transfer to goes with the choice to transfer only.",
  choice: "Open jobs must be transfer or close.",
} as const;

/** removeUser's body: the spec's, plus what to do with the account's open jobs when it has some. */
export const removeUserBody = z
  .object({
    authToken: sessionToken,
    inputEmail: emailField,
    openJobs: z.enum(openJobsChoices, { error: openJobsMessages.choice }).optional(),
    transferTo: emailField.optional(),
  })
  .superRefine(
    onlyWithChoice({
      choiceField: "openJobs",
      choice: "transfer",
      field: "transferTo",
      required: openJobsMessages.transferToRequired,
      withoutChoice: openJobsMessages.transferToWithoutTransfer,
    }),
  );

export const userOpenJobs = adminCall(
  "/api/userOpenJobs",
  "How many open jobs (drafts included) an account owns, asked before removing it (admin)",
  consoleBody({ inputEmail: emailField }),
  z.object({ openJobs: z.number().int() }),
);
