import type { LAYOUT_QUERYResult } from "~/sanity/types";

/** siteSettings as the root loader delivers it. */
export type SiteSettings = NonNullable<LAYOUT_QUERYResult["settings"]>;
/** Header menus and footer columns. */
export type Navigation = NonNullable<LAYOUT_QUERYResult["navigation"]>;
