import { blogFeedPath } from "~/sanity/paths";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "~/utils/language";

/** `<link rel="alternate" type="application/rss+xml">` to the blog feed of the page's language. */
export function feedLink(title: string, language: Language = DEFAULT_LANGUAGE) {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: localizedPath(blogFeedPath, language) };
}
