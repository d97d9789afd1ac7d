import { lazy, Suspense, useCallback, useState } from "react";
import type { SiteSettings } from "~/components/layout/types";
import { UiIcon } from "~/components/ui/icon";

const BookingEmbed = lazy(() => import("~/components/ui/booking-embed"));

type BookingState = "closed" | "open" | "unavailable";

/**
 * 'Book a demo': the button loads the Cal.com calendar on demand. Without a calendar link, or when the
 * calendar cannot load, the visitor gets the sales e-mail address instead of an empty box.
 */
export function BookingSection({
  settings: { booking: copy, calendarLink, bookingMinutes: minutes, salesEmail },
}: {
  settings: Pick<SiteSettings, "booking" | "calendarLink" | "bookingMinutes" | "salesEmail">;
}) {
  const [state, setState] = useState<BookingState>("closed");
  const markUnavailable = useCallback(() => setState("unavailable"), []);
  if (!copy?.heading) return null;

  return (
    <section id="book-demo" aria-labelledby="book-demo-heading" className="section">
      <div className="container-page">
        <div className="overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-brand-soft via-white to-accent-soft p-8 sm:p-12">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="book-demo-heading" className="heading-2">
                {copy.heading}
              </h2>
              <p className="lead mt-4">{copy.body}</p>
            </div>
            {state === "closed" ? (
              <button type="button" className="btn-primary shrink-0 px-7" onClick={() => setState(calendarLink ? "open" : "unavailable")}>
                <UiIcon name="calendar-check" size={16} />
                {copy.buttonLabel}
              </button>
            ) : null}
          </div>
          {state === "open" && calendarLink ? (
            <div className="mt-8 min-h-[600px] overflow-hidden rounded-2xl border border-line bg-white" data-testid="booking-embed">
              <Suspense
                fallback={
                  <div className="grid h-[600px] place-items-center text-brand">
                    <UiIcon name="loader-circle" size={32} className="animate-spin" />
                  </div>
                }
              >
                <BookingEmbed namespace="booking" calLink={calendarLink} minutes={minutes} onUnavailable={markUnavailable} />
              </Suspense>
            </div>
          ) : null}
          {state === "unavailable" ? (
            <p role="status" data-testid="booking-unavailable" className="mt-8 rounded-2xl border border-line bg-white p-6 text-ink-soft">
              {copy.unavailableMessage}{" "}
              {salesEmail ? (
                <a
                  href={`mailto:${salesEmail}`}
                  className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4"
                >
                  <UiIcon name="mail" size={16} />
                  {salesEmail}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
