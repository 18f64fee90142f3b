import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import { type JobAlertFrequency, jobAlertFrequencies } from "@site/contract/api/job-alerts";
import type { Ref } from "react";

/** How often an alert mails, as radio buttons: the same choice when creating and editing an alert. */
export function FrequencyChoice({
  name,
  value,
  onChange,
  firstRef,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  value: JobAlertFrequency;
  onChange: (frequency: JobAlertFrequency) => void;
  /** The first choice, for a form that puts the focus there. */
  firstRef?: Ref<HTMLInputElement>;
}) {
  const c = jobAlertsCopy;
  return (
    <fieldset className="mt-3">
      <legend className="font-medium text-slate-800">{c.frequencyLegend}</legend>
      <div className="mt-1 flex gap-4">
        {jobAlertFrequencies.map((choice, index) => (
          <label key={choice} className="flex items-center gap-2 text-slate-800">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {c.frequencies[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
