import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta, type SeoContent } from "~/utils/meta";

/** What the landing pages read from the root loader for their meta tags. */
interface RootMetaData {
  siteUrl?: string;
  settings?: { productName?: string | null; defaultSeo?: SeoContent } | null;
}

/** Meta tags of a landing page, filled in with the site defaults from the root loader. */
export function landingPageMeta({
  matches,
  path,
  seo,
  fallbackTitle,
}: {
  matches: { id: string; data?: unknown }[];
  path: string;
  seo: SeoContent;
  fallbackTitle?: string | null;
}): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootMetaData | undefined;
  return pageMeta({
    seo,
    path,
    siteUrl: root?.siteUrl ?? "",
    fallbackTitle,
    defaults: root?.settings?.defaultSeo,
    siteName: root?.settings?.productName,
  });
}
