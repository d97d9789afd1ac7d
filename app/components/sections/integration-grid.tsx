import { Icon } from "~/components/ui/icon";
import { PageSection } from "~/components/ui/page-section";
import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";

/** The INTEGRATIONS fragment (home, trade and use-case pages). */
type Integrations = PageContent<typeof TRADE_PAGE_QUERY>["integrations"];

/** Compact tiles naming the tools TradeVoice connects to. */
export function IntegrationGrid({ id, section, className }: { id: string; section: Integrations | null; className?: string }) {
  if (!section?.tiles?.length) return null;
  const { tiles } = section;
  return (
    <PageSection id={id} intro={section.intro} className={className}>
      {/* Tile styles: `integration-tiles` in app.css (set once, not on every tile). */}
      <ul className="integration-tiles mt-12 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile._key}>
            <Icon name={tile.icon} fallback="plug" />
            <h3>{tile.name}</h3>
            <p>{tile.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
