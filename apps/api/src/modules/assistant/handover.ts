import type { ChatTurn } from "@site/contract/api/assistant";
import { INQUIRY_MESSAGE_MAX } from "@site/contract/api/inquiries";
import { submitInquiry } from "#api/modules/inquiries/public.ts";
import type { Db } from "#api/platform/database.ts";

/** One message of the transcript is cut to this many characters. */
export const TURN_TEXT_MAX = 1500;

export interface HandoverInput {
  firstName: string;
  lastName: string;
  emailAddress: string;
  note?: string | undefined;
  page?: string | undefined;
  transcript: readonly ChatTurn[];
}

// Control characters other than tab and line feed; carriage returns become line feeds first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * One message as a transcript line: control characters removed, cut to TURN_TEXT_MAX, and every
 * line after its first indented, so a visitor's text cannot begin a line that looks like the
 * AI Agent speaking. HTML is escaped where the inquiry is shown (its mail, the console).
 */
function turnLines(turn: ChatTurn): string {
  const speaker = turn.type === "user" ? "Visitor" : "AI Agent";
  let text = turn.text.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();
  if (text.length > TURN_TEXT_MAX) text = `${text.slice(0, TURN_TEXT_MAX - 1)}…`;
  return `${speaker}: ${text.split("\n").join("\n    ")}`;
}

/**
 * The inquiry's message: who asked for a person and from which page, their note, then the
 * conversation, oldest first. When it would exceed the inquiry's limit the oldest messages are left
 * out (and it says how many): the last ones say best what the visitor still needs.
 */
export function transcriptMessage(input: Pick<HandoverInput, "note" | "page" | "transcript">): string {
  const head = [
    "The visitor asked the AI Agent to talk to a person.",
    ...(input.page ? [`Page: ${input.page}`] : []),
    ...(input.note ? [`Note: ${input.note.replace(CONTROL, "").split(/\r?\n/).join("\n    ")}`] : []),
    "",
    "Conversation:",
  ];
  const lines = input.transcript.map(turnLines);
  let kept = lines.length;
  const compose = (n: number) => {
    const left = lines.length - n;
    const skipped = left > 0 ? [`(${left} earlier message${left === 1 ? "" : "s"} left out)`] : [];
    return [...head, ...skipped, ...lines.slice(left)].join("\n");
  };
  let message = compose(kept);
  while (message.length > INQUIRY_MESSAGE_MAX && kept > 1) message = compose(--kept);
  return message.length > INQUIRY_MESSAGE_MAX ? `${message.slice(0, INQUIRY_MESSAGE_MAX - 1)}…` : message;
}

/** Hands a conversation to the site's inbox as a contact inquiry (stored, and mailed through the outbox). */
export async function handOver(
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void },
  input: HandoverInput,
): Promise<void> {
  await submitInquiry(deps, {
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: input.emailAddress,
    // The hand-over asks for no phone number; the inquiry's column needs a value a reader understands.
    phoneNumber: "not given",
    messageContent: transcriptMessage(input),
  });
}
