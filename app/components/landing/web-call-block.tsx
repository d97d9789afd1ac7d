import { useParams } from "@remix-run/react";
import { CallSlot, TalkLink } from "~/components/web-call/web-calls";
import type { LandingPageData } from "~/sanity/landing-page.server";
import { localizedPath } from "~/utils/language";
import { useLanguage } from "~/components/layout/root-data";
import { blockAnchor } from "./block-anchor";

type Block = Extract<LandingPageData["blocks"][number], { _type: "webCallBlock" }>;

/**
 * "Talk to the assistant" on a landing page: heading, text and a button that starts a web call with the default
 * agent, the call panel showing under it. Without web calls the button is a link to the demo-call form.
 */
export function WebCallBlock({ block }: { block: Block }) {
  const language = useLanguage();
  const slug = useParams()["*"] ?? "";
  const formHref = block.formHref.startsWith("/") ? localizedPath(block.formHref, language) : block.formHref;
  const id = blockAnchor(block, "talk");
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id={`${id}-heading`} className="heading-2">
            {block.heading}
          </h2>
          <p className="lead mt-4">{block.body}</p>
          <TalkLink source={`landing:${slug}:${block._key}`} href={formHref} className="btn-primary mt-6">
            {block.buttonLabel}
          </TalkLink>
        </div>
        <CallSlot formHref={formHref} trialHref={localizedPath("/demo", language)} />
      </div>
    </section>
  );
}
