import { stripSources } from "./fact-answer.ts";
import { unitSeconds } from "./intent.ts";
import { sources } from "./markdown.ts";
import type { Reply } from "./reply.ts";
import { countOf } from "./words.ts";

/**
 * The visitor's own machine and time limit in the answer's command (decision 113): "reboot only
 * 10.0.1.22 and wait at most 10 minutes" gets the docs' example with `10.0.1.22` and `timeout=600`
 * written in, instead of the docs' host and the default limit.
 */

/** "longer than a minute", "at most 10 minutes", "time out after 30s", "within 2 hours": in seconds. */
export function timeLimitAsked(text: string): number | undefined {
  const found =
    /\b(?:longer than|more than|at most|up to|no more than|within|max(?:imum)?(?: of)?|time ?out (?:after|of)|times out after|(?:give up|stop|quit|abort|kill it|fail) after|limit of) (an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|\d{1,5}) ?(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b/.exec(
      text,
    );
  if (!found) return undefined;
  const count = found[1] === "a" || found[1] === "an" ? 1 : countOf(found[1] ?? "");
  const unit = unitSeconds[found[2] ?? ""];
  return count !== undefined && count > 0 && unit ? count * unit : undefined;
}

/**
 * The machine a question names: an IPv4 address, or an EC2 instance id written as the AWS shell
 * addresses it (`.priv_ipv4` from inside its VPC, else `.pub_ipv4`).
 */
export function hostAsked(text: string): string | undefined {
  const instance = /\b(i-[0-9a-f]{8,17})\b/.exec(text)?.[1];
  if (instance) {
    const inside = /\b(same vpc|in the vpc|inside the vpc|private (ip|address|network))\b/.test(text);
    return `${instance}.${inside ? "priv_ipv4" : "pub_ipv4"}`;
  }
  const address = /(?<![\d.])((?:\d{1,3}\.){3}\d{1,3})(?![\d.])/.exec(text)?.[1];
  return address?.split(".").every((part) => Number(part) <= 255) ? address : undefined;
}

/** The command line an answer shows first, when it addresses one machine (`user@host:port op …`). */
const firstCommand = (markdown: string) => /```ushell\n([^\n@\s]+)@([^\s:]+):(\d+) ([^\n]+)/.exec(markdown);

export function withOwnValues(reply: Reply, text: string): Reply {
  const command = firstCommand(reply.markdown);
  if (!command) return reply;
  const [, user, docsHost, port, rest = ""] = command;
  const host = hostAsked(text);
  // Only an operation that takes a time limit gets one.
  const limit = /`timeout`|\btimeout=\d/.test(reply.markdown) ? timeLimitAsked(text) : undefined;
  if ((!host || host === docsHost) && limit === undefined) return reply;
  const withLimit =
    limit === undefined
      ? rest
      : /\btimeout=\d+/.test(rest)
        ? rest.replace(/\btimeout=\d+/, `timeout=${limit}`)
        : `${rest} timeout=${limit}`;
  const line = `${user}@${host ?? docsHost}:${port} ${withLimit}`;
  if (reply.markdown.includes(line)) return reply;
  const said = [
    host ? `\`${host}\`` : "",
    limit === undefined ? "" : `a limit of ${limit} seconds (\`timeout=${limit}\`)`,
  ]
    .filter(Boolean)
    .join(" and ");
  return {
    markdown: [
      stripSources(reply.markdown),
      `With ${said}:`,
      `\`\`\`ushell\n${line}\n\`\`\``,
      sources(reply.links),
    ].join("\n\n"),
    links: reply.links,
  };
}
