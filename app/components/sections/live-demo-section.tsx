import type { ReactNode } from "react";

/**
 * The section every "Try Live Demo" button scrolls to (#live-demo): an explanation beside the demo-call
 * form, and an optional decorative panel. Landing pages also set another form beside their text with it (`id`).
 */
export function LiveDemoSection({
  id = "live-demo",
  heading,
  body,
  note,
  form,
  aside,
  talk,
  call,
}: {
  id?: string;
  heading: string | undefined;
  body: string | undefined;
  note?: string;
  form: ReactNode;
  aside?: ReactNode;
  /** With web calls: "Talk to it now" under the text, and where its call panel shows (above the form). */
  talk?: ReactNode;
  call?: ReactNode;
}) {
  const intro = (
    <>
      <h2 id={`${id}-heading`} className="heading-2">
        {heading}
      </h2>
      <p className="lead mt-4">{body}</p>
      {note ? <p className="mt-4 text-sm leading-relaxed text-muted">{note}</p> : null}
      {talk}
    </>
  );
  const formCard = (
    <div id={`${id}-form`} className="card scroll-mt-28 p-6 sm:p-8">
      {form}
    </div>
  );
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-surface">
      {aside ? (
        <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            {intro}
            <div className="mt-8">
              {call}
              {formCard}
            </div>
          </div>
          {aside}
        </div>
      ) : (
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:gap-16">
          <div className="lg:sticky lg:top-28">{intro}</div>
          <div>
            {call}
            {formCard}
          </div>
        </div>
      )}
    </section>
  );
}
