import { interviewPanelCopy } from "@site/content/applications/interviews";
import {
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  type InterviewSummary,
} from "@site/contract/api/applications";
import { useId, useMemo, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useApplicationInterview, useCancelInterview, useOfferInterview } from "../api/interviews";
import { DetailsSection } from "./details-section";

const c = interviewPanelCopy;

/** A time as the employer reads it: in the zone they offered it in, that zone named. */
export const inZone = (iso: string, zone: string) =>
  `${new Date(iso).toLocaleString("en-US", { timeZone: zone, dateStyle: "full", timeStyle: "short" })} (${zone})`;

/** The zones this browser knows, the browser's own first: the server checks the choice again. */
function zoneOptions(own: string) {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [own];
  return [own, ...zones.filter((zone) => zone !== own)].map((zone) => ({ value: zone, label: zone }));
}

/**
 * The interview of an application (docs/decisions/082-interview-scheduling.md): its state, a form
 * to offer 2–10 times while none is waiting, and a way to cancel the offer or the booking.
 */
export function InterviewPanel({ applicationId }: { applicationId: string }) {
  const interview = useApplicationInterview(applicationId);
  const cancel = useCancelInterview();
  const current = interview.data?.interview ?? null;
  const open = current && (current.status === "offered" || current.status === "booked") ? current : null;
  return (
    <DetailsSection heading={c.heading}>
      {interview.isError ? <AlertMessage>{describeError(interview.error)}</AlertMessage> : null}
      {interview.data ? (
        <>
          <p className="text-slate-700 text-sm" data-testid="interview-state">
            {stateText(current)}
          </p>
          {open?.status === "offered" ? (
            <ul className="mt-1 list-disc pl-5 text-slate-700 text-sm">
              {open.slots.map((slot) => (
                <li key={slot}>{inZone(slot, open.timeZone)}</li>
              ))}
            </ul>
          ) : null}
          {open ? (
            <div className="mt-2 space-y-2">
              <AlertMessage>{cancel.error ? describeError(cancel.error) : null}</AlertMessage>
              <Button
                variant="secondary"
                busy={cancel.isPending}
                busyLabel={c.cancelling}
                onClick={() =>
                  cancel.mutate({ applicationId }, { onSuccess: ({ message }) => toast.success(message) })
                }
              >
                {c.cancel}
              </Button>
            </div>
          ) : (
            <OfferForm applicationId={applicationId} />
          )}
        </>
      ) : null}
    </DetailsSection>
  );
}

function stateText(interview: InterviewSummary | null): string {
  if (!interview) return c.none;
  if (interview.status === "offered") return c.offeredState(interview.slots.length, interview.timeZone);
  if (interview.status === "booked" && interview.bookedStart)
    return c.bookedState(inZone(interview.bookedStart, interview.timeZone));
  return c.cancelledState;
}

function OfferForm({ applicationId }: { applicationId: string }) {
  const offer = useOfferInterview();
  const formId = useId();
  const own = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const zones = useMemo(() => zoneOptions(own), [own]);
  const [timeZone, setTimeZone] = useState(own);
  const [duration, setDuration] = useState("45");
  // Each time keeps a key of its own, so removing one never moves another's value or focus.
  const [slots, setSlots] = useState(() => [
    { key: 1, value: "" },
    { key: 2, value: "" },
  ]);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // mutateAsync: once the offer is in, this form gives way to the offer's state before a
    // per-call onSuccess would run; the promise still resolves. A refusal shows from offer.error.
    offer
      .mutateAsync({
        applicationId,
        timeZone,
        durationMinutes: Number(duration),
        slots: slots.map((slot) => slot.value),
      })
      .then(({ message }) => toast.success(message))
      .catch(() => {});
  };
  return (
    <form noValidate aria-labelledby={formId} onSubmit={onSubmit} className="mt-3 space-y-3">
      <h4 id={formId} className="font-medium text-slate-900 text-sm">
        {c.formHeading}
      </h4>
      <p className="text-slate-600 text-sm">{c.hint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={c.timeZone}
          options={zones}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        />
        <TextField
          label={c.duration}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          step={5}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
      </div>
      <ol className="space-y-2">
        {slots.map((slot, index) => (
          <li key={slot.key} className="flex items-end gap-2">
            <TextField
              className="grow"
              label={c.slot(index + 1)}
              type="datetime-local"
              value={slot.value}
              onChange={(event) =>
                setSlots((all) =>
                  all.map((s) => (s.key === slot.key ? { ...s, value: event.target.value } : s)),
                )
              }
            />
            {slots.length > INTERVIEW_SLOTS_MIN ? (
              <Button
                variant="secondary"
                aria-label={c.removeSlot(index + 1)}
                onClick={() => setSlots((all) => all.filter((s) => s.key !== slot.key))}
              >
                ×
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {slots.length < INTERVIEW_SLOTS_MAX ? (
        <Button
          variant="secondary"
          onClick={() =>
            setSlots((all) => [...all, { key: Math.max(...all.map((s) => s.key)) + 1, value: "" }])
          }
        >
          {c.addSlot}
        </Button>
      ) : null}
      <AlertMessage>{offer.error ? describeError(offer.error) : null}</AlertMessage>
      <Button type="submit" busy={offer.isPending} busyLabel={c.sending}>
        {c.send}
      </Button>
    </form>
  );
}
