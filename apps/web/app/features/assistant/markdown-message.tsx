import MarkdownIt, { type Token } from "markdown-it";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChatCodeBlock } from "./chat-code-block";
import { CONTACT_EMAIL } from "./chat-config";

/**
 * The bot's answers are Markdown (docs/decisions/035-chat-answers-and-follow-ups.md). Raw HTML is
 * off: markup in an answer stays text. Bare URLs and e-mail addresses are recognised so that the
 * failure reply's address becomes a link, but see `allowedLink` for what may be one.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const linkClass = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";

type Allowed =
  | { kind: "route"; to: string }
  | { kind: "file"; href: string }
  | { kind: "mail"; href: string };

/**
 * Links only to our own pages (in-app navigation), our own files (the white paper PDF) and the
 * site's contact address. Anything else, javascript: and other sites included, stays text.
 */
export function allowedLink(href: string): Allowed | null {
  // A backslash, raw or encoded, could turn "/\\host" into another site in some browsers.
  if (/[\s\p{Cc}\\]|%5c/iu.test(href)) return null;
  if (/^\/(?!\/)/.test(href)) {
    return /\.(pdf|txt)$/i.test(href.split(/[?#]/)[0] ?? "")
      ? { kind: "file", href }
      : { kind: "route", to: href };
  }
  if (href.toLowerCase() === `mailto:${CONTACT_EMAIL.toLowerCase()}`) return { kind: "mail", href };
  return null;
}

interface Node {
  token: Token;
  children: Node[];
}

/** markdown-it's flat token stream as a tree: each *_open token holds what comes before its *_close. */
function treeOf(tokens: readonly Token[]): Node[] {
  const root: Node[] = [];
  const stack: Node[][] = [root];
  for (const token of tokens) {
    const level = stack[stack.length - 1] as Node[];
    if (token.nesting === 1) {
      const node = { token, children: [] };
      level.push(node);
      stack.push(node.children);
    } else if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
    } else {
      level.push({ token, children: [] });
    }
  }
  return root;
}

function inline(nodes: readonly Node[]): ReactNode[] {
  return nodes.map((node, index) => {
    const { token } = node;
    // Tokens never reorder within a message, so their position is a stable key.
    const key = index;
    switch (token.type) {
      case "text":
        return token.content;
      case "code_inline":
        return (
          <code
            key={key}
            className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-900"
          >
            {token.content}
          </code>
        );
      case "softbreak":
        return " ";
      case "hardbreak":
        return <br key={key} />;
      case "strong_open":
        return <strong key={key}>{inline(node.children)}</strong>;
      case "em_open":
        return <em key={key}>{inline(node.children)}</em>;
      case "s_open":
        return <s key={key}>{inline(node.children)}</s>;
      case "link_open":
        return <MessageLink key={key} href={String(token.attrGet("href") ?? "")} nodes={node.children} />;
      case "image":
        // No images from an answer: its description stays as text.
        return token.content;
      default:
        // Raw HTML (never produced while html is off) and anything unknown is left out.
        return null;
    }
  });
}

function MessageLink({ href, nodes }: { href: string; nodes: readonly Node[] }) {
  const allowed = allowedLink(href);
  const children = inline(nodes);
  if (!allowed) return <>{children}</>;
  if (allowed.kind === "route") {
    return (
      <Link to={allowed.to} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={allowed.href}
      className={linkClass}
      {...(allowed.kind === "file" ? { type: "application/pdf" } : {})}
    >
      {children}
    </a>
  );
}

interface Container {
  tag: "p" | "ul" | "ol" | "li" | "blockquote" | "thead" | "tbody" | "tr" | "th" | "td";
  className?: string;
  scope?: "col";
}

/** The blocks that only wrap their children in one element: the token that opens each, its element. */
const containers: Partial<Record<string, Container>> = {
  heading_open: { tag: "p", className: "my-2 font-semibold" },
  bullet_list_open: { tag: "ul", className: "my-2 list-disc space-y-1 pl-5" },
  ordered_list_open: { tag: "ol", className: "my-2 list-decimal space-y-1 pl-5" },
  list_item_open: { tag: "li" },
  blockquote_open: { tag: "blockquote", className: "my-2 border-l-4 border-slate-300 pl-3" },
  thead_open: { tag: "thead", className: "bg-slate-200" },
  tbody_open: { tag: "tbody" },
  tr_open: { tag: "tr", className: "border-t border-slate-200" },
  th_open: { tag: "th", scope: "col", className: "px-2 py-1 font-semibold" },
  td_open: { tag: "td", className: "px-2 py-1 align-top" },
};

function blocks(nodes: readonly Node[]): ReactNode[] {
  return nodes.map((node, index) => {
    const { token, children } = node;
    const key = index;
    switch (token.type) {
      case "paragraph_open":
        // A tight list's items hold hidden paragraphs: their text without a paragraph of its own.
        return token.hidden ? (
          <span key={key}>{blocks(children)}</span>
        ) : (
          <p key={key} className="my-2 first:mt-0 last:mb-0">
            {blocks(children)}
          </p>
        );
      case "inline":
        return <span key={key}>{inline(treeOf(token.children ?? []))}</span>;
      case "table_open":
        return (
          <div
            key={key}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="my-2 overflow-x-auto rounded border border-slate-300 bg-white"
          >
            <table className="w-full border-collapse text-left text-xs">{blocks(children)}</table>
          </div>
        );
      case "fence":
      case "code_block":
        return <ChatCodeBlock key={key} code={token.content.replace(/\n$/, "")} lang={token.info.trim()} />;
      case "hr":
        return <hr key={key} className="my-2 border-slate-300" />;
      default: {
        const container = containers[token.type];
        if (container) {
          const { tag: Tag, ...props } = container;
          return (
            <Tag key={key} {...props}>
              {blocks(children)}
            </Tag>
          );
        }
        // Raw HTML blocks (never produced while html is off) and anything unknown are left out.
        return null;
      }
    }
  });
}

/** A bot answer, rendered from Markdown as React elements: never parsed as HTML. */
export function MarkdownMessage({ text }: { text: string }) {
  return <>{blocks(treeOf(markdown.parse(text, {})))}</>;
}
