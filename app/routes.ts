import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig, RouteConfigEntry } from "@remix-run/route-config";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./utils/language";

/** Routes that serve files or machines, not pages, and the team's own Insights page: one address whatever the language. */
const LANGUAGE_NEUTRAL = /^routes\/(api\.|insights|media\.|robots|sitemap|social-cards|voice-samples)/;

/** A copy of a route under a language's prefix (`/es/...`); nested routes keep their paths, ids stay unique. */
function inLanguage(entry: RouteConfigEntry, language: Language, top = true): RouteConfigEntry {
  const { index, ...rest } = entry;
  return {
    ...rest,
    id: `${language}/${entry.id ?? entry.file}`,
    ...(top ? { path: [language, entry.path].filter(Boolean).join("/") } : { index }),
    children: entry.children?.map((child) => inLanguage(child, language, false)),
  };
}

/** English pages at the root paths, the same page modules again under each other language's prefix. */
export default flatRoutes().then((routes) => [
  ...routes,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    routes.filter((route) => !LANGUAGE_NEUTRAL.test(route.id ?? route.file)).map((route) => inLanguage(route, language)),
  ),
]) satisfies RouteConfig;
