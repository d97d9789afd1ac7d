import type { ServerRendered } from "~/components/ui/server-rendered";
import type { QueryResult } from "~/sanity/content";
import type { LAYOUT_QUERY } from "~/sanity/queries";

/** siteSettings as the root loader delivers it. */
export type SiteSettings = NonNullable<QueryResult<typeof LAYOUT_QUERY>["settings"]>;
type LayoutNavigation = NonNullable<QueryResult<typeof LAYOUT_QUERY>["navigation"]>;
/** Header menus (the footer's columns travel with `FooterContent`). */
export type Navigation = Omit<LayoutNavigation, "footerColumns">;

/** Settings only the footer shows. */
type FooterSetting = "footerTagline" | "socialLinks" | "supportHeading" | "phoneLabel" | "copyright" | "madeIn";
/**
 * What only the footer shows: never rendered again in the browser, so kept on the server for a document's render
 * (`ServerPart`); every page carries it otherwise.
 */
export type FooterContent = Pick<SiteSettings, FooterSetting> & {
  columns: LayoutNavigation["footerColumns"];
  /** The legal pages, the only links of the focused layout's footer. */
  legalPages: QueryResult<typeof LAYOUT_QUERY>["legalPages"];
};
/** Site settings as the browser gets them: without the footer's, and the preview banner's copy only in preview. */
export type BrowserSettings = Omit<SiteSettings, FooterSetting | "previewBanner"> & {
  previewBanner: SiteSettings["previewBanner"] | null;
};
export type { ServerRendered };
