import type { ServerBuild } from "@remix-run/node";

/**
 * The route manifest of the app's build (`build.routes`, printed from a production build of app/routes.ts): id,
 * path, and flags (i: index route, d: a component, e: an error boundary, a: an action). Unit tests resolve requests
 * against it without a build; the hostile-request suite checks the real build.
 */
const ROUTES: [id: string, path: string | undefined, flags: string][] = [
  ["root", "", "de"],
  ["routes/blog.category.$category.page.$page", "blog/category/:category/page/:page", "d"],
  ["routes/blog.category.$category._index", "blog/category/:category", "id"],
  ["routes/voice-samples.$assistantId", "voice-samples/:assistantId", ""],
  ["routes/reports.$slug.content", "reports/:slug/content", "d"],
  ["routes/reports.$slug._index", "reports/:slug", "ida"],
  ["routes/api.content-webhook", "api/content-webhook", "a"],
  ["routes/api.retell-webhook", "api/retell-webhook", "a"],
  ["routes/api.web-call_.end", "api/web-call/end", "a"],
  ["routes/api.web-call", "api/web-call", "a"],
  ["routes/blog.page.$page", "blog/page/:page", "d"],
  ["routes/use-cases.$slug", "use-cases/:slug", "d"],
  ["routes/blog.rss[.]xml", "blog/rss.xml", ""],
  ["routes/social-cards.$", "social-cards/*", ""],
  ["routes/compare.$slug", "compare/:slug", "da"],
  ["routes/sitemap[.]xml", "sitemap.xml", ""],
  ["routes/robots[.]txt", "robots.txt", ""],
  ["routes/trades.$slug", "trades/:slug", "da"],
  ["routes/api.preview", "api/preview", "a"],
  ["routes/blog._index", "blog", "id"],
  ["routes/blog.$slug", "blog/:slug", "da"],
  ["routes/insights", "insights", "da"],
  ["routes/media.$", "media/*", ""],
  ["routes/_index", undefined, "ida"],
  ["routes/demo", "demo", "da"],
  ["routes/$", "*", "da"],
  ["es/routes/blog.category.$category.page.$page", "es/blog/category/:category/page/:page", "d"],
  ["es/routes/blog.category.$category._index", "es/blog/category/:category", "d"],
  ["es/routes/reports.$slug.content", "es/reports/:slug/content", "d"],
  ["es/routes/reports.$slug._index", "es/reports/:slug", "da"],
  ["es/routes/blog.page.$page", "es/blog/page/:page", "d"],
  ["es/routes/use-cases.$slug", "es/use-cases/:slug", "d"],
  ["es/routes/blog.rss[.]xml", "es/blog/rss.xml", ""],
  ["es/routes/compare.$slug", "es/compare/:slug", "da"],
  ["es/routes/trades.$slug", "es/trades/:slug", "da"],
  ["es/routes/blog._index", "es/blog", "d"],
  ["es/routes/blog.$slug", "es/blog/:slug", "da"],
  ["es/routes/_index", "es", "da"],
  ["es/routes/demo", "es/demo", "da"],
  ["es/routes/$", "es/*", "da"],
];

const noop = () => null;

export const APP_ROUTES: ServerBuild["routes"] = Object.fromEntries(
  ROUTES.map(([id, path, flags]) => [
    id,
    {
      id,
      path,
      parentId: id === "root" ? undefined : "root",
      index: flags.includes("i") || undefined,
      caseSensitive: undefined,
      module: {
        default: flags.includes("d") ? noop : undefined,
        ErrorBoundary: flags.includes("e") ? noop : undefined,
        action: flags.includes("a") ? noop : undefined,
      },
    },
  ]),
);
