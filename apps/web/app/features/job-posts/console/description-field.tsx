import { jobsCopy } from "@site/content/job-posts/console";
import { lazy, Suspense, useId, useState } from "react";
import { FieldError } from "#web/components/field";
import { TextAreaField } from "#web/components/text-area-field";

// TipTap and ProseMirror load only when the job editor opens.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

interface DescriptionFieldProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

const modes = ["rich", "html"] as const;
const modeLabels = { rich: jobsCopy.richMode, html: jobsCopy.htmlMode };
const modeClass = (active: boolean) =>
  `rounded-md px-3 py-1 text-sm font-medium ${active ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`;

/** The description: a rich-text editor, or its HTML for pasting from elsewhere. */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const [mode, setMode] = useState<(typeof modes)[number]>("rich");
  const labelId = useId();
  const errorId = useId();

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="block text-sm font-medium text-slate-800">
          {jobsCopy.fields.jobDescription}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not form inputs. */}
        <div role="group" aria-label={jobsCopy.descriptionModes} className="flex gap-1">
          {modes.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={mode === each}
              onClick={() => setMode(each)}
              className={modeClass(mode === each)}
            >
              {modeLabels[each]}
            </button>
          ))}
        </div>
      </div>
      {mode === "rich" ? (
        <Suspense
          fallback={
            <p role="status" className="mt-1 rounded-md border border-slate-300 px-3 py-8 text-slate-600">
              {jobsCopy.loadingEditor}
            </p>
          }
        >
          <RichTextEditor
            value={value}
            onChange={onChange}
            labelledBy={labelId}
            errorId={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
        </Suspense>
      ) : (
        <TextAreaField
          label={jobsCopy.descriptionHtml}
          rows={10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="mt-1 font-mono"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        />
      )}
      {mode === "html" ? <p className="mt-1 text-xs text-slate-600">{jobsCopy.htmlHint}</p> : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
