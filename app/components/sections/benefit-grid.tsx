import type { PageContent } from "~/sanity/content";
import type { TRADE_PAGE_QUERY } from "~/sanity/queries";
import { iconTileGrid } from "./icon-tiles";

/** The BENEFITS fragment: trade and use-case benefits, home features. */
type Benefits = PageContent<typeof TRADE_PAGE_QUERY>["benefits"];

/** Icon cards with a title and a sentence: home features, trade and use-case benefits. */
export const BenefitGrid = iconTileGrid<NonNullable<Benefits>>(
  "benefit-cards mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6",
  (section) => section.items?.map((item) => ({ _key: item._key, icon: item.icon, heading: item.title, text: item.description })),
);
