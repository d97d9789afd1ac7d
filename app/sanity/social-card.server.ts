import { DEFAULT_LANGUAGE, type Language } from "~/utils/language";
import { socialCardTitle, type SocialCard } from "~/utils/social-card";
import { fetchPublished } from "./load-page.server";
import { pagesAt } from "./paths";
import { SOCIAL_CARD_QUERY } from "./queries";

/**
 * The card of the published page at a path (without its language prefix) in a language, from the content its meta
 * tags use; undefined when no page is there. Only real pages' titles reach the renderer.
 */
export async function socialCardOf(path: string, language: Language, host: string): Promise<SocialCard | undefined> {
  for (const { type, slug } of pagesAt(path)) {
    const params = { type, slug: slug ?? null, language, defaultLanguage: DEFAULT_LANGUAGE };
    const { pages, productName } = await fetchPublished(SOCIAL_CARD_QUERY, params);
    // A page not translated yet shows its English version, and so does its card.
    const page =
      pages.find((candidate) => candidate.language === language) ?? pages.find((candidate) => candidate.language === DEFAULT_LANGUAGE);
    if (page?.title) return { title: socialCardTitle(page.title, productName ?? ""), productName: productName ?? "", language, host };
  }
  return undefined;
}
