import { whitePaperFileName } from "@site/content/site/docs";

/** The white paper PDF, built by scripts/build-white-paper.ts into public/docs/. */
export const whitePaperHref = `${import.meta.env.BASE_URL}docs/${whitePaperFileName}`;
