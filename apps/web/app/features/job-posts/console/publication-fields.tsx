import { jobsCopy } from "@site/content/job-posts/console";
import { type Publication, publicationChoices } from "@site/contract/api/job-posts";
import { useId } from "react";
import { TextField } from "#web/components/text-field";

const p = jobsCopy.publication;

export interface PublicationChoice {
  publication: Publication;
  /** The datetime-local value ("2026-12-01T09:00"), in the browser's time zone. */
  localTime: string;
}

/**
 * The body fields of post_job for a choice: none for "now" (the spec's body as it was), the local
 * time sent as an ISO instant for "scheduled".
 */
export function publicationBody(choice: PublicationChoice): {
  publication?: Publication;
  publishAt?: string;
} {
  if (choice.publication === "now") return {};
  if (choice.publication === "draft") return { publication: "draft" };
  const at = new Date(choice.localTime);
  // An empty or unreadable time goes as "" so the server says what is wrong, at the field.
  return { publication: "scheduled", publishAt: Number.isNaN(at.getTime()) ? "" : at.toISOString() };
}

/** Publish now, keep as a draft, or schedule: the choice of a new post (decision 074). */
export function PublicationFields({
  value,
  onChange,
  error,
}: {
  value: PublicationChoice;
  onChange: (value: PublicationChoice) => void;
  error: string | undefined;
}) {
  const hintId = useId();
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-4" aria-describedby={hintId}>
      <legend className="px-1 font-medium text-slate-900">{p.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {p.hint}
      </p>
      {publicationChoices.map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-slate-800">
          <input
            type="radio"
            name="publication"
            value={choice}
            checked={value.publication === choice}
            onChange={() => onChange({ ...value, publication: choice })}
          />
          {p.choices[choice]}
        </label>
      ))}
      {value.publication === "scheduled" ? (
        <TextField
          label={p.publishAt}
          type="datetime-local"
          required
          hint={p.publishAtHint}
          error={error}
          value={value.localTime}
          onChange={(event) => onChange({ ...value, localTime: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
