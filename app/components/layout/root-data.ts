import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "./root-loader.server";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "~/utils/language";

/** What the root loader hands every page: site settings, navigation, the site's origin, preview and flash toast. */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>;

/** The root loader's data inside a page (it is always there once a page renders). */
export function useRootData(): RootData {
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) throw new Error("useRootData() outside the root route's data");
  return root;
}

/** The language of the page being shown (English when the root data is missing, e.g. on the error page). */
export function useLanguage(): Language {
  return useRouteLoaderData<RootLoader>("root")?.language ?? DEFAULT_LANGUAGE;
}

/** Puts a site path into the current page's language: `/demo` on a Spanish page is `/es/demo`. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}
