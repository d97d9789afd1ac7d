import { useActionData } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { showToast } from "~/components/layout/toast-queue";
import type { BookingPrefill, DemoSignupActionData } from "~/leads/demo-signup.server";
import { useRootData } from "~/components/layout/root-data";

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

/** The booking of a signup the page's action accepted (a toast says so), or undefined while the form stands. */
export function useSignupBooking(success: { successTitle: string; successText: string }) {
  const answer = useActionData<DemoSignupActionData | { form?: undefined }>();
  const booking = answer?.form === "demo-signup" && answer.outcome === "success" ? answer.booking : undefined;
  useEffect(() => {
    if (booking) showToast({ type: "success", title: success.successTitle, description: success.successText });
  }, [booking, success]);
  return booking;
}

/** The scheduling step after a signup (/demo, a landing page's signup block), with the site's booking settings. */
export function SignupScheduling({ booking, scheduling }: { booking: BookingPrefill; scheduling: { heading: string; body: string } }) {
  const { settings } = useRootData();
  return (
    <DemoScheduling
      booking={booking}
      copy={{
        heading: scheduling.heading,
        body: scheduling.body,
        unavailableMessage: settings.booking.unavailableMessage,
        salesEmail: settings.salesEmail,
        calendarLink: settings.calendarLink ?? null,
        minutes: settings.bookingMinutes ?? 25,
      }}
    />
  );
}
