import { pagePath } from "~/sanity/paths";
import type { MenuItem } from "./menu-dropdown";
import type { Navigation, SiteSettings } from "./types";

/** Home sections the header scrolls to; their ids are the page anchors. */
export function sectionLinks(header: SiteSettings["header"]) {
  return [
    { sectionId: "live-demo", label: header.liveDemoLabel },
    { sectionId: "how-it-works", label: header.howItWorksLabel },
    { sectionId: "pricing", label: header.pricingLabel },
  ];
}

export function useCaseItems(navigation: Navigation, localize: (path: string) => string): MenuItem[] {
  return navigation.useCases.map((page) => ({ key: page.slug, label: page.title, href: localize(pagePath("useCasePage", page.slug)) }));
}

export function tradeItems(navigation: Navigation, localize: (path: string) => string): MenuItem[] {
  return navigation.trades.map((page) => ({ key: page.slug, label: page.title, href: localize(pagePath("tradePage", page.slug)) }));
}
