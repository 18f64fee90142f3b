import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DocLinks } from "./doc-links";
import { Connects, HowItWorks } from "./product-details";

// The three sections share one heading-and-intro frame (page-section.tsx); their markup is the
// same as when each wrote it out itself, so the pages, their styles and their names do not change;
// every one is laid out only when it nears the window (render-near-view, decision 126).

const frame = (headingId: string, background: string, heading: string, intro: string | null, body: string) =>
  `<section aria-labelledby="${headingId}" class="${background} render-near-view py-20"><div class="mx-auto max-w-7xl px-4 sm:px-6">` +
  `<h2 id="${headingId}" class="text-3xl font-bold tracking-tight text-navy-900">${heading}</h2>` +
  (intro === null ? "" : `<p class="mt-4 max-w-2xl text-lg text-slate-600">${intro}</p>`) +
  `${body}</div></section>`;

function markupOf(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the product pages' sections", () => {
  it.each([
    {
      section: "documentation links: heading, intro, then the links",
      element: (
        <DocLinks
          copy={{
            heading: "Documentation",
            intro: "Read on.",
            links: [{ label: "Setup", description: "Install it.", target: "universalShell" }],
          }}
        />
      ),
      markup: frame(
        "doc-links-heading",
        "bg-white",
        "Documentation",
        "Read on.",
        '<ul class="mt-10 grid gap-6 sm:grid-cols-2"><li><a class="block h-full rounded-xl border border-slate-200 p-6 hover:border-sky-400 hover:bg-sky-50" href="/universal-shell" data-discover="true">' +
          '<span class="text-lg font-semibold text-blue-700">Setup</span><span class="mt-2 block text-slate-600">Install it.</span></a></li></ul>',
      ),
    },
    {
      section: "what it connects to: heading, intro, then the systems",
      element: (
        <Connects
          copy={{
            heading: "What it connects to",
            intro: "Anything.",
            items: [{ name: "Amazon EC2", detail: "VMs." }],
          }}
        />
      ),
      markup: frame(
        "connects-heading",
        "bg-slate-50",
        "What it connects to",
        "Anything.",
        '<dl class="mt-10 grid gap-x-10 gap-y-6 sm:grid-cols-2"><div class="border-l-4 border-sky-400 pl-4">' +
          '<dt class="font-semibold text-navy-900">Amazon EC2</dt><dd class="mt-1 text-slate-600 leading-7">VMs.</dd></div></dl>',
      ),
    },
    {
      section: "how it works: heading and the steps, no intro",
      element: (
        <HowItWorks copy={{ heading: "How it works", steps: [{ title: "Describe", body: "Say it." }] }} />
      ),
      markup: frame(
        "how-heading",
        "bg-white",
        "How it works",
        null,
        '<ol class="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4"><li class="relative border-t-4 border-navy-800 pt-5">' +
          '<span class="text-sm font-semibold tracking-widest text-sky-800 uppercase"><span class="sr-only">Step </span>01</span>' +
          '<h3 class="mt-2 text-lg font-semibold text-navy-900">Describe</h3><p class="mt-3 text-slate-600 leading-7">Say it.</p></li></ol>',
      ),
    },
  ])("$section", ({ element, markup }) => {
    expect(markupOf(element)).toBe(markup);
  });
});
