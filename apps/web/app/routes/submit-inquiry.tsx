import { pages } from "@site/content/site";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { usePlanMessage } from "../features/inquiries/plan-message";
import { ContactSection } from "../features/site/marketing/contact-section";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/submit-inquiry";

export const meta: Route.MetaFunction = () => marketingMeta(pages.submitInquiry, paths.submitInquiry);

export default function SubmitInquiryRoute() {
  const planMessage = usePlanMessage();
  return (
    <ContactSection
      headingLevel={1}
      heading={pages.submitInquiry.heading}
      form={<InquiryForm headingLevel={2} prefillMessage={planMessage} />}
    />
  );
}
