import { pages } from "@site/content/site";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { usePlanMessage } from "../features/inquiries/plan-message";
import { ContactSection } from "../features/site/marketing/contact-section";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => marketingMeta(pages.contactUs, paths.contactUs);

export default function ContactUsRoute() {
  const planMessage = usePlanMessage();
  return (
    <ContactSection
      headingLevel={1}
      heading={pages.contactUs.heading}
      form={<InquiryForm headingLevel={2} prefillMessage={planMessage} />}
    />
  );
}
