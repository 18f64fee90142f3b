import type { IpLimit } from "./endpoint.ts";

const MINUTE = 60;
const HOUR = 3600;

/** Per-address limits of the endpoints that send mail, check secrets, take uploads or let one user write many rows. */
export const ipLimits = {
  register: { bucket: "register", points: 20, windowSeconds: HOUR },
  /** Verification resends and reset requests: both send a mail. */
  mail: { bucket: "mail", points: 20, windowSeconds: HOUR },
  /** Registration and reset codes: both verify endpoints share one allowance. */
  verify: { bucket: "verify", points: 60, windowSeconds: 15 * MINUTE },
  logIn: { bucket: "login", points: 100, windowSeconds: 15 * MINUTE },
  resumeApply: { bucket: "resume-apply", points: 20, windowSeconds: HOUR },
  inquiry: { bucket: "inquiry", points: 10, windowSeconds: HOUR },
  chat: { bucket: "chat", points: 30, windowSeconds: MINUTE },
  /** Thumbs up or down on the AI Agent's answers. */
  chatFeedback: { bucket: "chat-feedback", points: 30, windowSeconds: MINUTE },
  /** An applicant's signed status link: reading the stage and withdrawing share one allowance. */
  statusLink: { bucket: "status-link", points: 60, windowSeconds: 15 * MINUTE },
  /** An invitation link: reading who invited and accepting share one allowance. */
  invite: { bucket: "invite", points: 60, windowSeconds: 15 * MINUTE },
  /** Saving and removing saved jobs: writes of a signed-in user, one allowance for both. */
  savedJobs: { bucket: "saved-jobs", points: 120, windowSeconds: 15 * MINUTE },
  /** Creating, editing, pausing, resuming and deleting job alerts: writes of a signed-in candidate, one allowance for all. */
  jobAlerts: { bucket: "job-alerts", points: 60, windowSeconds: 15 * MINUTE },
  /** An interview invitation's signed link: reading the times and picking one share one allowance. */
  interviewLink: { bucket: "interview-link", points: 60, windowSeconds: 15 * MINUTE },
  /** A digest's signed unsubscribe link. */
  alertLink: { bucket: "alert-link", points: 60, windowSeconds: 15 * MINUTE },
} satisfies Record<string, IpLimit>;
