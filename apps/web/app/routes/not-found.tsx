import { company, notFoundCopy } from "@site/content/site";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { HomePage } from "../features/site/marketing/home-page";
import { NotFoundNotice } from "../features/site/marketing/not-found-notice";
import type { Route } from "./+types/not-found";

// The catch-all: the home page (spec) under a "Page not found" notice; the server answers 404.
export const meta: Route.MetaFunction = () => [
  { title: `${notFoundCopy.title} | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return (
    <>
      <NotFoundNotice />
      <HomePage inquiryForm={<InquiryForm />} />
    </>
  );
}
