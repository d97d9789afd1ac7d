import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** A section's opening (the INTRO fragment of queries.ts); a heading alone will do. */
type Intro = Partial<PageContent<typeof TRADE_PAGE_QUERY>["benefits"]["intro"]>;

/** Eyebrow, h2 and subheading that open a section; the h2 id labels the section for screen readers. */
export function SectionIntro({
  intro,
  headingId,
  align = "center",
  tone = "light",
}: {
  intro: Intro | null | undefined;
  headingId: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
}) {
  if (!intro?.heading) return null;
  const dark = tone === "dark";
  // Centred, it opens a block (a section's container): each line centres itself, with no wrapper element.
  const centered = align === "center";
  const line = (classes: string) => (centered ? `mx-auto max-w-3xl text-center ${classes}` : classes);
  const parts = (
    <>
      {intro.eyebrow ? <p className={line(dark ? "eyebrow text-brand-soft" : "eyebrow")}>{intro.eyebrow}</p> : null}
      <h2 id={headingId} className={line(`heading-2 mt-3 ${dark ? "text-white" : ""}`)}>
        {intro.heading}
      </h2>
      {intro.subheading ? <p className={line(`lead mt-4 ${dark ? "text-slate-300" : ""}`)}>{intro.subheading}</p> : null}
    </>
  );
  return centered ? parts : <div className="max-w-3xl">{parts}</div>;
}
