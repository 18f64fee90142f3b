import type { ReactNode } from "react";
import { AutomationSection } from "./automation-section";
import { ContactSection } from "./contact-section";
import { HomeHero } from "./home-hero";
import { ServicesSection } from "./services-section";

/** The home page (/, /home and every unknown path). The inquiry form comes from the route. */
export function HomePage({ inquiryForm }: { inquiryForm: ReactNode }) {
  return (
    <>
      <HomeHero />
      <AutomationSection />
      <ServicesSection />
      <ContactSection form={inquiryForm} />
    </>
  );
}
