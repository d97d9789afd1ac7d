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
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {intro.eyebrow ? <p className={tone === "dark" ? "eyebrow text-brand-soft" : "eyebrow"}>{intro.eyebrow}</p> : null}
      <h2 id={headingId} className={`heading-2 mt-3 ${tone === "dark" ? "text-white" : ""}`}>
        {intro.heading}
      </h2>
      {intro.subheading ? <p className={`lead mt-4 ${tone === "dark" ? "text-slate-300" : ""}`}>{intro.subheading}</p> : null}
    </div>
  );
}
