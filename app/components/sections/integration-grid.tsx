import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";
import { iconTileGrid } from "./icon-tiles";

/** The INTEGRATIONS fragment (home, trade and use-case pages). */
type Integrations = PageContent<typeof TRADE_PAGE_QUERY>["integrations"];

/** Compact tiles naming the tools TradeVoice connects to. */
export const IntegrationGrid = iconTileGrid<NonNullable<Integrations>>(
  "integration-tiles mt-12 grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
  (section) => section.tiles?.map((tile) => ({ _key: tile._key, icon: tile.icon, heading: tile.name, text: tile.description })),
  "plug",
);
