import type { ReactNode } from "react";
import { ContentImage } from "~/components/ui/content-image";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** A page's hero as the queries project it; the comparison hero has only a heading and a subheading. */
type Hero = Partial<Pick<PageContent<typeof TRADE_PAGE_QUERY>["hero"], "eyebrow" | "heading" | "subheading" | "image">>;

/** Top of every landing page: the only h1, its buttons and an optional illustration. */
export function PageHero({
  hero,
  actions,
  before,
  after,
}: {
  hero: Hero | null;
  actions?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { eyebrow, heading, subheading, image } = hero ?? {};
  return (
    <section className="hero-backdrop border-b border-line">
      <div className={`container-page grid items-center gap-12 py-14 sm:py-20 lg:py-24 ${image ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}>
        <div className={image ? "" : "mx-auto max-w-3xl text-center"}>
          {before}
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="heading-1 mt-4">{heading}</h1>
          {subheading ? <p className="lead mt-6 max-w-2xl">{subheading}</p> : null}
          {actions ? <div className={`mt-8 flex flex-col gap-3 sm:flex-row ${image ? "" : "sm:justify-center"}`}>{actions}</div> : null}
          {after}
        </div>
        {image ? (
          <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-brand/10">
            <ContentImage
              image={image}
              width={640}
              height={480}
              sizes="(min-width: 1024px) 40vw, 100vw"
              priority
              className="h-auto w-full"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
