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
  blogPage: "/blog",
  article: "/blog/:slug",
  blogCategory: "/blog/category/:slug",
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

/** A page that may be at a path: its type and, for a type whose address holds one, its slug. */
export interface PageAddress {
  type: PageType;
  slug?: string;
}

/**
 * Every page a path (without its language prefix) may show, by the routes above and the further addresses:
 * fixed addresses first (`/demo` before the `/:slug` pages), as the router ranks them. Which one exists is for
 * the content to say.
 */
export function pagesAt(path: string): PageAddress[] {
  const routes = (Object.keys(pageRoutes) as PageType[]).flatMap((type) =>
    [pageRoutes[type], ...Object.values(extraRoutes[type] ?? {})].map((route) => ({ type, route })),
  );
  return routes
    .sort((a, b) => Number(a.route.includes(":slug")) - Number(b.route.includes(":slug")))
    .flatMap(({ type, route }) => {
      const match = new RegExp(`^${route.replace(":slug", "(?<slug>[^/]+)")}$`).exec(path);
      if (!match) return [];
      return [match.groups ? { type, slug: match.groups.slug } : { type }];
    });
}

/** How many articles one page of the blog lists. */
export const ARTICLES_PER_PAGE = 12;

/** A page of the blog's article list: `/blog`, `/blog/category/revenue`, `/blog/page/2`, `/blog/category/revenue/page/2`. */
export function blogListPath({ category, page = 1 }: { category?: string | null; page?: number } = {}): string {
  return `${category ? fillRoute(pageRoutes.blogCategory, category) : pageRoutes.blogPage}${page > 1 ? `/page/${page}` : ""}`;
}

/** The blog's RSS feed (one per language, `/es` prefixed like pages). */
export const blogFeedPath = `${pageRoutes.blogPage}/rss.xml`;
