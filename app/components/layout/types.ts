import type { QueryResult } from "~/sanity/content";
import type { LAYOUT_QUERY } from "~/sanity/queries";

/** siteSettings as the root loader delivers it. */
export type SiteSettings = NonNullable<QueryResult<typeof LAYOUT_QUERY>["settings"]>;
/** Header menus and footer columns. */
export type Navigation = NonNullable<QueryResult<typeof LAYOUT_QUERY>["navigation"]>;
