import { type InquiryFieldName, inquiryCopy } from "@site/content/inquiries/inquiry";
import { type FormEvent, useState } from "react";
import { type InquiryValues, loadInquirySchema } from "./api/submit-inquiry";

export const inquiryFieldNames = Object.keys(inquiryCopy.fields) as InquiryFieldName[];

export type InquiryErrors = Partial<Record<InquiryFieldName, string>>;

/**
 * The inquiry form's state: uncontrolled inputs read on submit, validated with the contract's
 * schema (loaded on demand), one message per field. It does what react-hook-form does for the
 * other forms, without its 13 KB on the home page's critical path (issue 7's JS budget).
 */
export function useInquiryForm(onValid: (values: InquiryValues, form: HTMLFormElement) => Promise<void>) {
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      inquiryFieldNames.map((name) => [name, String(data.get(name) ?? "")]),
    ) as InquiryValues;

    setSubmitting(true);
    try {
      const { inquiryFormSchema } = await loadInquirySchema();
      const parsed = inquiryFormSchema.safeParse(values);
      if (!parsed.success) {
        const next: InquiryErrors = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0] as InquiryFieldName;
          next[name] ??= issue.message;
        }
        setErrors(next);
        const first = inquiryFieldNames.find((name) => next[name]);
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
        return;
      }
      setErrors({});
      await onValid(parsed.data, form);
    } finally {
      setSubmitting(false);
    }
  }

  /** Editing a field clears its message; the next submit checks it again. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as InquiryFieldName;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { errors, submitting, onSubmit, onInput };
}
