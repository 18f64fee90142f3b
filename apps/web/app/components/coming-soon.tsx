import type { PageCopy } from "@site/content/site";
import { layoutCopy } from "@site/content/site";

/** What a page shows until its feature is built: its heading and an honest notice. */
export function ComingSoon({ page }: { page: PageCopy }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{layoutCopy.comingSoon}</p>
    </section>
  );
}
