import { inquiryCopy } from "@site/content/inquiries/inquiry";
import { messages } from "@site/contract/messages";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/button";
import { TextAreaField } from "#web/components/text-area-field";
import { TextField } from "#web/components/text-field";
import { loadInquirySchema, useSubmitInquiry } from "./api/submit-inquiry";
import { useInquiryForm } from "./use-inquiry-form";

/** docs/product/requirements.md §5: the result is styled as an error when it contains the word "error". */
export function isErrorMessage(message: string): boolean {
  return /error/i.test(message);
}

/**
 * The inquiry form: idle → submitting (button disabled, "Submitting...") → the server's
 * message, or "An error occurred while submitting the form."; cleared on success.
 */
export function InquiryForm({
  headingLevel = 3,
  prefillMessage,
}: {
  headingLevel?: 2 | 3;
  /** Put in the (still empty) message field, e.g. the plan a visitor chose on /Purchase. */
  prefillMessage?: string | undefined;
}) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Set after hydration, not as a default value: the prerendered page has no query string, and a
  // successful submit still clears the field (spec: the form is cleared on success).
  useEffect(() => {
    const field = formRef.current?.elements.namedItem("messageContent");
    if (prefillMessage && field instanceof HTMLTextAreaElement && field.value === "")
      field.value = prefillMessage;
  }, [prefillMessage]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [result, setResult] = useState<string | null>(null);
  // The answer takes the focus, which also scrolls it into view: after a successful send the form
  // is cleared and the message would otherwise sit below the fold (docs/decisions/084-addresses-people-type.md).
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result !== null) resultRef.current?.focus();
  }, [result]);
  const mutation = useSubmitInquiry();
  const { errors, submitting, onSubmit, onInput } = useInquiryForm(async (values, form) => {
    setResult(null);
    try {
      const answer = await mutation.mutateAsync(values);
      setResult(answer.message);
      form.reset();
    } catch {
      setResult(messages.inquiryFailed);
    }
  });

  const { fields } = inquiryCopy;
  const field = (name: keyof typeof fields) => ({
    name,
    label: fields[name],
    error: errors[name],
    required: true,
  });
  const failed = result !== null && isErrorMessage(result);

  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      // Never GET: without JavaScript the fields must not end up in a URL.
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      // Fetch the validation code while the visitor types, not when they press submit.
      onFocus={() => void loadInquirySchema()}
      className="space-y-5"
    >
      <Heading id={headingId} className="text-2xl font-semibold text-navy-900">
        {inquiryCopy.formHeading}
      </Heading>
      <p className="text-slate-600">{inquiryCopy.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField autoComplete="given-name" {...field("firstName")} />
        <TextField autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField type="email" autoComplete="email" {...field("emailAddress")} />
      <TextField type="tel" autoComplete="tel" {...field("phoneNumber")} />
      <TextAreaField {...field("messageContent")} />
      <Button type="submit" busy={submitting} busyLabel={inquiryCopy.submitBusy}>
        {inquiryCopy.submit}
      </Button>
      <div aria-live="polite" aria-atomic="true">
        {result ? (
          <p
            ref={resultRef}
            tabIndex={-1}
            data-state={failed ? "error" : "success"}
            className={
              failed
                ? "rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
                : "rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800"
            }
          >
            {result}
          </p>
        ) : null}
      </div>
    </form>
  );
}
