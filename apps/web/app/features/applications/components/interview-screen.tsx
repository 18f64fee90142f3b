import { interviewPageCopy } from "@site/content/applications/interviews";
import { type ReactNode, useId, useMemo, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { describeError } from "#web/lib/describe-error";
import {
  type InterviewInvitation,
  type InterviewLink,
  useInterviewInvitation,
  usePickInterviewSlot,
} from "../api/interviews";

const c = interviewPageCopy;

/** A time in the reader's own zone (the browser's), as the page lists it. */
const inOwnZone = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "full", timeStyle: "short" });
const inTheirZone = (iso: string, zone: string) =>
  new Date(iso).toLocaleString("en-US", {
    timeZone: zone,
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * The page of an interview invitation's link (docs/decisions/082-interview-scheduling.md): the
 * offered times in the reader's zone, the employer's zone named, one to book.
 */
export function InterviewScreen({ link }: { link: InterviewLink | null }) {
  const invitation = useInterviewInvitation(link);
  let body: ReactNode;
  if (!link) body = <AlertMessage>{c.missingLink}</AlertMessage>;
  else if (invitation.isPending)
    body = (
      <p role="status" className="text-slate-600">
        {c.loading}
      </p>
    );
  else if (invitation.isError) body = <AlertMessage>{describeError(invitation.error)}</AlertMessage>;
  else body = <Invitation link={link} invitation={invitation.data} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl text-navy-900 tracking-tight">{c.page.heading}</h1>
      {body}
    </div>
  );
}

function Invitation({ link, invitation }: { link: InterviewLink; invitation: InterviewInvitation }) {
  const pick = usePickInterviewSlot();
  const [chosen, setChosen] = useState("");
  const legendId = useId();
  const ownZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const available = invitation.slots.filter((slot) => slot.available);
  const [missing, setMissing] = useState(false);

  const header = (
    <>
      <p className="text-lg text-slate-800">{c.forJob(invitation.jobTitle, invitation.companyName)}</p>
      <p className="mt-1 text-slate-600">
        {c.zones(ownZone, invitation.timeZone, invitation.durationMinutes)}
      </p>
    </>
  );
  if (invitation.status === "booked" && invitation.bookedStart)
    return (
      <div className="space-y-4">
        {header}
        <AlertMessage tone="success" large>
          <p className="font-semibold">{c.booked(inOwnZone(invitation.bookedStart))}</p>
          <p>{c.bookedHelp}</p>
        </AlertMessage>
      </div>
    );
  if (invitation.status === "cancelled")
    return (
      <div className="space-y-4">
        {header}
        <AlertMessage tone="info">{c.cancelled}</AlertMessage>
      </div>
    );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    setMissing(false);
    pick.mutate({ ...link, start: chosen });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {header}
      {available.length === 0 ? <AlertMessage tone="info">{c.nothingLeft}</AlertMessage> : null}
      <fieldset
        aria-describedby={legendId}
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <legend id={legendId} className="px-1 font-medium text-slate-800">
          {c.legend}
        </legend>
        {invitation.slots.map((slot) => (
          <label
            key={slot.start}
            className={`flex items-start gap-3 rounded-md p-2 ${slot.available ? "hover:bg-slate-50" : "text-slate-600"}`}
          >
            <input
              type="radio"
              name="slot"
              value={slot.start}
              disabled={!slot.available}
              checked={chosen === slot.start}
              onChange={() => setChosen(slot.start)}
              className="mt-1 h-4 w-4 accent-navy-900 focus-visible:outline-2 focus-visible:outline-blue-700 focus-visible:outline-offset-2"
            />
            <span>
              <span className="block font-medium text-slate-900">{inOwnZone(slot.start)}</span>
              <span className="block text-slate-600 text-sm">
                {c.theirTime(inTheirZone(slot.start, invitation.timeZone), invitation.timeZone)}
                {slot.available ? "" : ` · ${c.taken}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AlertMessage>{missing ? c.chooseFirst : pick.error ? describeError(pick.error) : null}</AlertMessage>
      <Button type="submit" busy={pick.isPending} busyLabel={c.booking} disabled={available.length === 0}>
        {c.book}
      </Button>
    </form>
  );
}
