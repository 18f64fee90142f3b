import { inquiryCopy } from "@site/content/inquiries/inquiry";
import { applyCopy, jobFilterCopy } from "@site/content/job-posts/jobs";
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
