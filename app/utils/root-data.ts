import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** What the root loader hands every page: site settings, navigation, the site's origin, preview and flash toast. */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The root loader's data inside a page (it is always there once a page renders). */
export function useRootData(): RootData {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) throw new Error("useRootData() outside the root route's data");
  return root;
}
