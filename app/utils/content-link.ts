/**
 * The links the content may hold, for the site (rendered as links only when allowed) and the Studio (saved only
 * when allowed): http(s) addresses, mailto:, tel:, anchors on the page (#id) and site paths that no browser can
 * read as another host. Browsers treat a backslash as a slash in http(s) URLs and drop tabs and line breaks
 * inside them, so `/\evil.example/x` and `/\t/evil.example` are `//evil.example`; React Router decodes a path,
 * so `/%5Cevil.example` can end up the same way. Such links, or any with control characters, are refused.
 */

/** Site this module resolves paths against, to see whether a browser would leave it. */
const SAME_SITE = "https://site.invalid";
const ABSOLUTE = /^(https?:\/\/|mailto:|tel:)/i;

/** Backslashes and control characters (tab, CR, LF, NUL, C1), also percent-encoded. */
const UNSAFE = /[\\\p{Cc}]|%(5c|0[0-9a-f]|1[0-9a-f]|7f)/iu;

export function isSitePath(href: string): boolean {
  return href.startsWith("/");
}

/** Stays on this site as written and once decoded, and never resolves to `//host` (`/.//host`, `/%2F/host`). */
function isPlainSitePath(href: string): boolean {
  if (/^\/(\/|%2f)/i.test(href) || /\s/.test(href)) return false;
  try {
    return [href, decodeURI(href)].every((candidate) => {
      const url = new URL(candidate, SAME_SITE);
      return url.origin === SAME_SITE && !url.pathname.startsWith("//");
    });
  } catch {
    return false;
  }
}

function isAbsoluteLink(href: string): boolean {
  if (!ABSOLUTE.test(href)) return false;
  if (!/^https?:/i.test(href)) return href.length > href.indexOf(":") + 1;
  try {
    return new URL(href).hostname !== "" && !/\s/.test(href);
  } catch {
    return false;
  }
}

/** Whether a link from the content may be rendered (and saved in the Studio). */
export function isSafeContentHref(href: unknown): href is string {
  if (typeof href !== "string" || href === "" || UNSAFE.test(href)) return false;
  if (href.startsWith("#")) return !/\s/.test(href);
  if (isSitePath(href)) return isPlainSitePath(href);
  return isAbsoluteLink(href);
}

/** Whether an allowed link leaves the site (it gets rel="noopener noreferrer"). */
export const isExternalHref = (href: string) => /^https?:/i.test(href);
