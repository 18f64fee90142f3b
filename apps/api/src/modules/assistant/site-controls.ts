import { inquiryCopy } from "@site/content/inquiries/inquiry";
import {
  applicationsCopy,
  applyCopy,
  jobAlertsCopy,
  jobFilterCopy,
  jobSearchCopy,
  savedJobsCopy,
} from "@site/content/job-posts/jobs";
import { userInfoCopy } from "@site/content/site/demo-user";
import type { Passage } from "./corpus.ts";
import { andList } from "./markdown.ts";

/**
 * The site's forms and controls in the words their labels use (decision 113): what the contact
 * form asks for, which filters and sort orders the job search has, the two ways to apply. The
 * corpus indexes them as passages and the answers that name them quote them.
 */
export const contactFieldsText = `The form asks for ${andList(Object.values(inquiryCopy.fields))}.`;

export const searchControlsText = `On the job search, the ${jobFilterCopy.heading} narrow the jobs by ${andList(
  [
    jobFilterCopy.workplace,
    jobFilterCopy.employmentType,
    jobFilterCopy.seniority,
    `${jobFilterCopy.near} (a ${jobFilterCopy.nearCity.toLowerCase()} and a ${jobFilterCopy.radius.toLowerCase()}, e.g. ${jobFilterCopy.radiusOption(50)})`,
    jobFilterCopy.postedWithin,
    `${jobFilterCopy.salary} (with its ${jobFilterCopy.salaryCurrency.toLowerCase()})`,
    jobFilterCopy.country,
    jobFilterCopy.city,
    jobFilterCopy.company,
  ],
)}. **${jobFilterCopy.sortLabel}** orders them by ${andList(Object.values(jobFilterCopy.sortOptions))}.`;

export const waysToApplyText = `A job's page offers two ways to apply. **${applyCopy.resumeHeading}**: ${applyCopy.resumeIntro} ${applyCopy.nameLabel} and ${applyCopy.emailLabel.replace(/^Email/, "an email")} can be added. **${applyCopy.profileHeading}**: ${applyCopy.profileIntro} ${applyCopy.signInIntro}`;

/** "Can I sort the jobs by pay?", "how do I filter the listings": the search's own controls, not a search. */
export function asksAboutSearchControls(text: string): boolean {
  return (
    /\b(sort|sorted|sorting|order|ordered|ordering|filter|filtered|filtering|filters|narrow)\b/.test(text) &&
    /\b(can|could|how|is there|are there|way|possible)\b/.test(text) &&
    /\b(jobs?|listings?|results?|search|openings?|vacancies|roles|positions)\b/.test(text)
  );
}

/**
 * The site's own features in the words its pages show them (decision 102): searching jobs,
 * withdrawing an application, saved jobs, job alerts, the contact form, the demo profile, and
 * (decision 113) the search's filters and sort orders and the ways to apply.
 */
export function siteFeaturePassages(): Passage[] {
  const page = (id: string, title: string, url: string, text: string, keywords: string): Passage => ({
    id,
    kind: "page",
    title,
    url,
    text,
    answer: text,
    keywords,
  });
  const frequencies = Object.values(jobAlertsCopy.frequencies);
  return [
    page(
      "job-search-hint",
      "Job search",
      "/search-jobs",
      `${jobSearchCopy.searchLabel}: ${jobSearchCopy.searchHint}`,
      "search jobs exclude leave out phrase quotes",
    ),
    page(
      "job-applications",
      applicationsCopy.heading,
      "/my-jobs",
      `${applicationsCopy.heading} lists the jobs you applied for and each one's status (${Object.values(applicationsCopy.statusLabels).join(", ")}). To take an application back, choose **${applicationsCopy.withdraw}** on it and confirm: ${applicationsCopy.confirmText("the job", "the company")}`,
      "application applied withdraw cancel take back",
    ),
    page(
      "saved-jobs",
      savedJobsCopy.heading,
      "/my-jobs",
      `${savedJobsCopy.heading}: ${savedJobsCopy.intro} ${savedJobsCopy.empty}`,
      "save saved bookmark",
    ),
    page(
      "job-alerts",
      jobAlertsCopy.heading,
      "/my-jobs",
      `${jobAlertsCopy.heading}: ${jobAlertsCopy.intro} ${jobAlertsCopy.formHint} ${jobAlertsCopy.frequencyLegend}: ${andList(frequencies)}. On My jobs, each alert can be changed with **${jobAlertsCopy.edit}**, stopped for a while with **${jobAlertsCopy.pause}** (${jobAlertsCopy.pausedNote}) and started again with **${jobAlertsCopy.resume}**, or removed with **${jobAlertsCopy.delete}**.`,
      "alert alerts email notify daily weekly pause resume",
    ),
    page(
      "contact-form",
      inquiryCopy.formHeading,
      "/contact-us",
      `${inquiryCopy.formHeading}: ${inquiryCopy.intro} ${contactFieldsText}`,
      "contact form reply answer call fields fill in",
    ),
    // The search page's controls and the ways to apply, in the words they are labelled with.
    page(
      "job-search-filters",
      jobFilterCopy.heading,
      "/search-jobs",
      searchControlsText,
      "filter filters sort order narrow salary distance experience",
    ),
    page(
      "ways-to-apply",
      applyCopy.resumeHeading,
      "/search-jobs",
      waysToApplyText,
      "apply application account profile",
    ),
    page(
      "demo-profile",
      userInfoCopy.profileHeading,
      "/userinfo",
      `${userInfoCopy.profileHeading}: ${userInfoCopy.intro}`,
      "user info profile account",
    ),
  ];
}
