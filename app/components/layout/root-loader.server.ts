import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { BrowserSettings, FooterContent } from "~/components/layout/types";
import { serverRendered } from "~/components/ui/server-rendered.server";
import { loadContent, requestLanguage } from "~/sanity/load-page.server";
import { allowStudioFraming } from "~/sanity/preview.server";
import { LAYOUT_QUERY } from "~/sanity/queries";
import { env } from "~/utils/env.server";
import { cacheHeaders, PRIVATE_CACHE_CONTROL } from "~/utils/http.server";
import { DEFAULT_LANGUAGE } from "~/utils/language";
import { getToast } from "~/utils/toast.server";

/**
 * The root route's loader (app/root.tsx): what every page gets, the site settings, navigation, the site's origin,
 * preview and a flash toast. Here, below root.tsx, so what reads its data's type (root-data.ts, page-meta.ts) does
 * not import the root route.
 */
export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const [{ content, preview, translationMissing }, { toast, headers: toastHeaders }] = await Promise.all([
    loadContent(request, LAYOUT_QUERY, {}, (layout) => Boolean(layout.settings && layout.navigation)),
    getToast(request),
  ]);
  const { settings, navigation, languageSuggestions, legalPages } = content;
  if (!settings || !navigation) throw new Error("The dataset has no siteSettings or navigation document.");
  if (preview) allowStudioFraming(context);

  const headers = new Headers(toastHeaders);
  // A response that consumes a flash message belongs to one visitor.
  for (const [name, value] of Object.entries(cacheHeaders(preview))) headers.set(name, toast ? PRIVATE_CACHE_CONTROL : value);
  const language = translationMissing ? DEFAULT_LANGUAGE : requestLanguage(request);
  // What only the footer shows never renders again in the browser: HTML only on a document request (`ServerPart`).
  const { footerColumns: columns, ...menus } = navigation;
  const { footerTagline, socialLinks, supportHeading, phoneLabel, copyright, madeIn, previewBanner, ...shared } = settings;
  const footer = serverRendered(context, {
    footerTagline,
    socialLinks,
    supportHeading,
    phoneLabel,
    copyright,
    madeIn,
    columns,
    legalPages,
  } satisfies FooterContent);
  // The preview banner's copy only for preview sessions.
  const browserSettings: BrowserSettings = { ...shared, previewBanner: preview ? previewBanner : null };
  return data(
    { settings: browserSettings, navigation: menus, footer, languageSuggestions, siteUrl: env.SITE_URL, preview, toast, language },
    { headers },
  );
}

/** The root loader's type: what `MetaFunction<typeof loader, { root: RootLoader }>` and `useRouteLoaderData` read. */
export type RootLoader = typeof loadRoot;
