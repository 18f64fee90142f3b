import { pipelineCopy } from "@site/content/applications/pipeline";
import { Button } from "#web/components/button";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";

/** Opens an application's notes: reads how many there are, and is named after the applicant. */
export function NotesButton({
  applicant,
  onOpen,
  className,
}: {
  applicant: PipelineApplicant;
  onOpen: (applicant: PipelineApplicant) => void;
  className?: string;
}) {
  const label = pipelineCopy.notesButton(applicant.notes);
  return (
    <Button
      variant="link"
      className={className}
      aria-label={`${label}: ${applicantName(applicant)}`}
      onClick={() => onOpen(applicant)}
    >
      {label}
    </Button>
  );
}
