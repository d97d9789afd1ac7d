/**
 * Where each document type is shown on the site: the one place a page's address is written. The sitemap, the
 * navigation, report links, and the Studio (Presentation locations and main documents, document previews) all
 * derive their URLs from it. No imports, so the Studio can import this file as it is.
 */
export const pageRoutes = {
  homePage: "/",
  demoPage: "/demo",
  tradePage: "/trades/:slug",
  useCasePage: "/use-cases/:slug",
  comparison: "/compare/:slug",
  report: "/reports/:slug",
  simplePage: "/:slug",
  landingPage: "/:slug",
} as const;

export type PageType = keyof typeof pageRoutes;

const reportContentRoute = "/reports/:slug/content";

/** Further addresses of a page besides its main one, by name (the report body, behind its download form). */
export const extraRoutes: Partial<Record<PageType, Record<string, string>>> = {
  report: { content: reportContentRoute },
};

export function isPageType(type: string): type is PageType {
  return Object.hasOwn(pageRoutes, type);
}

/** The document types whose address holds their slug, e.g. "tradePage". */
export type SlugPageType = { [T in PageType]: (typeof pageRoutes)[T] extends `${string}:slug${string}` ? T : never }[PageType];

export const slugPageTypes = (Object.keys(pageRoutes) as PageType[]).filter((type): type is SlugPageType =>
  pageRoutes[type].includes(":slug"),
);

/** Fills `:slug` into a route pattern. */
export function fillRoute(route: string, slug = ""): string {
  return route.replace(":slug", slug);
}

/** The URL path of a page: `pagePath("tradePage", "plumbing")` is "/trades/plumbing". */
export function pagePath(type: PageType, slug?: string): string {
  return fillRoute(pageRoutes[type], slug);
}

/** The report body behind its download form. */
export function reportContentPath(slug: string): string {
  return fillRoute(reportContentRoute, slug);
}
