/** The hard-coded demo profile of /userinfo (docs/product/requirements.md §3: demo user info). */
import type { MarketingLink } from "./links.ts";

export const demoUser = {
  firstName: "Alex",
  lastName: "Morgan",
  phoneNumber: "+1 (555) 014-2737",
  emailAddress: "alex.morgan@example.com",
  Company: "Northwind Logistics",
  description:
    "Platform engineer running CI/CD and scheduled maintenance for 120 Linux and Windows servers " +
    "across two data centres and AWS.",
  gender: "prefer not to answer",
  location: "Austin, Texas",
  postalCode: "78701",
} as const;

export type DemoUserField = keyof typeof demoUser;

export const userInfoCopy = {
  intro: "A demo profile: this is how your account details will look.",
  profileHeading: "Profile Information",
  fieldLabels: {
    firstName: "First Name",
    lastName: "Last Name",
    phoneNumber: "Phone Number",
    emailAddress: "Email Address",
    Company: "Company",
    description: "Description",
    gender: "Gender",
    location: "Location",
    postalCode: "Postal Code",
  } satisfies Record<DemoUserField, string>,
  sidebarLabel: "Account",
  sidebarLinks: [
    { label: "Profile", target: "userInfo" },
    { label: "Subscription Plans", target: "purchase" },
    { label: "Products", target: "products" },
    { label: "Support", target: "contactUs" },
  ],
  logOut: "Log Out",
} as const satisfies {
  intro: string;
  profileHeading: string;
  fieldLabels: Record<DemoUserField, string>;
  sidebarLabel: string;
  sidebarLinks: readonly MarketingLink[];
  logOut: string;
};
