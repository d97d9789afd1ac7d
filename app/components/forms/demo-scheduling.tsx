import { lazy, Suspense, useCallback, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { BookingPrefill } from "~/leads/demo-signup.server";

// The Cal.com embed is its own chunk: visitors download it only after a successful signup.
const BookingEmbed = lazy(() => import("~/components/ui/booking-embed"));

export interface SchedulingCopy {
  heading: string;
  body: string;
  unavailableMessage: string;
  salesEmail: string;
  calendarLink: string | null;
  minutes: number;
}

/** The step that replaces the /demo form: a prefilled booking calendar, or the sales e-mail when it cannot load. */
export function DemoScheduling({ copy, booking }: { copy: SchedulingCopy; booking: BookingPrefill }) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const onUnavailable = useCallback(() => setFailed(true), []);
  // Without JavaScript (or a calendar link) the embed cannot run: say so right away.
  const unavailable = !copy.calendarLink || failed || !hydrated;

  return (
    <section aria-labelledby="demo-scheduling-heading" className="space-y-4" data-testid="demo-scheduling">
      <h2 id="demo-scheduling-heading" className="heading-2">
        {copy.heading}
      </h2>
      <p className="lead">{copy.body}</p>
      {unavailable ? (
        <p role="status" className="card text-ink-soft">
          {copy.unavailableMessage}{" "}
          <a className="font-semibold text-brand underline" href={`mailto:${copy.salesEmail}`}>
            {copy.salesEmail}
          </a>
        </p>
      ) : (
        <Suspense fallback={<div className="h-[600px] animate-pulse rounded-lg bg-surface" />}>
          <BookingEmbed
            namespace="demo-signup"
            calLink={copy.calendarLink!}
            minutes={copy.minutes}
            prefill={booking}
            onUnavailable={onUnavailable}
          />
        </Suspense>
      )}
    </section>
  );
}
