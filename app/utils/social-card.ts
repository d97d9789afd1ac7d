import { isLanguage, unlocalizedPath, type Language } from "./language";

/** The size Facebook, LinkedIn and X show large link previews at (1.91:1). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a generated social card shows; its URL's version is a hash of exactly this. */
export interface SocialCard {
  title: string;
  productName: string;
  language: Language;
  /** The site's host name, shown at the bottom of the card. */
  host: string;
}

/** Bumped when the card's design changes, so every card URL changes with it. */
const DESIGN = "1";
const SEPARATOR = String.raw`\s*[|·–—-]\s*`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** The title a card shows: the page's title without the brand it is written with ("Plumbers | TradeVoice"), which the card shows itself. */
export function socialCardTitle(title: string, productName: string): string {
  if (!productName) return title.trim();
  const brand = escapeRegExp(productName);
  const bare = title.replace(new RegExp(`^${brand}${SEPARATOR}|${SEPARATOR}${brand}$`), "").trim();
  return bare || title.trim();
}

/** FNV-1a over the card's content, base 36: short, stable across servers and restarts, the same in the browser. */
export function socialCardVersion(card: SocialCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([DESIGN, card.title, card.productName, card.language, card.host])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const CARD_PREFIX = "/social-cards/";

/**
 * The card of the page at a path: `/social-cards/<language><path without its language prefix>.png?v=<version>`,
 * e.g. `/social-cards/es/trades/plumbing.png` for `/es/trades/plumbing` and `/social-cards/en.png` for the home page.
 * The version changes with what the card shows, so a CDN may keep each URL for good. A numbered page of a list
 * (`/blog/page/2`) shares its list's card: it is not a page of its own in the content.
 */
export function socialCardPath(pathname: string, card: SocialCard): string {
  const path = unlocalizedPath(pathname.split(/[?#]/)[0] || "/").replace(/\/page\/\d+\/?$/, "");
  return `${CARD_PREFIX}${card.language}${path === "/" ? "" : path.replace(/\/$/, "")}.png?v=${socialCardVersion(card)}`;
}

/**
 * The page a card URL names by its path after `/social-cards/` (`es/trades/plumbing.png`): its language and its
 * path without the language prefix; undefined when it names none.
 */
export function pageOfSocialCard(cardPath: string): { language: Language; path: string } | undefined {
  const match = /^([a-z]{2})((?:\/[^/]+)*)\.png$/.exec(cardPath);
  if (!match || !isLanguage(match[1])) return undefined;
  return { language: match[1], path: match[2] || "/" };
}
