import { pages } from "@site/content/site";
import { InquiryForm } from "../features/inquiry/inquiry-form";
import { usePlanMessage } from "../features/inquiry/plan-message";
import { ContactSection } from "../features/marketing/contact-section";
import { marketingMeta } from "../features/marketing/marketing-meta";
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
