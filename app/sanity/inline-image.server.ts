import { data } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import svgToDataUri from "mini-svg-data-uri";
import type { ImageSource } from "~/sanity/image";
import { readSeedMedia } from "~/sanity/seed-media.server";

/** Above this an image costs the HTML more than its own request would cost the first paint. */
const MAX_INLINE_BYTES = 8 * 1024;
const SANITY_SVG = /^https:\/\/cdn\.sanity\.io\/images\/[^?#]+\.svg$/;
/** A page render never waits longer than this for the CDN; the image then loads as a file. */
const FETCH_TIMEOUT_MS = 500;

/**
 * Sanity's asset URLs name the file's hash, so a fetched SVG never changes. A failed fetch is remembered as ""
 * for a minute, so an unreachable CDN does not slow every render.
 */
const hosted = new LRUCache<string, string>({
  max: 200,
  fetchMethod: async (url, _stale, { options }) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.ok && response.headers.get("Content-Type")?.startsWith("image/svg+xml")) return await response.text();
    } catch {
      // Unreachable or slow: the page links the file instead.
    }
    options.ttl = 60_000;
    return "";
  },
});

async function svgOf(url: string): Promise<string | undefined> {
  if (url.startsWith("/media/") && url.endsWith(".svg")) return (await readSeedMedia(url.slice("/media/".length)))?.body.toString("utf8");
  return SANITY_SVG.test(url) ? ((await hosted.fetch(url)) ?? undefined) : undefined;
}

/**
 * The image with `inlineUrl` set to a `data:` URL of its file when it is a small SVG: the page's largest image
 * then paints with the HTML instead of a round trip later (docs/decisions/0040-paint-inline-hero-image.md). Anything
 * else comes back as it is. Spaces are `%20` (a URL has none: the HTML checker refuses them) and quotes `%27`, so
 * the URL reads the same in the HTML attribute as in the loader data and the second copy compresses to almost nothing.
 */
export async function inlineSmallSvg<I extends ImageSource>(image: I): Promise<I | (NonNullable<I> & { inlineUrl: string })> {
  const url = image?.asset?.url;
  const svg = url ? await svgOf(url) : undefined;
  if (!image || !svg || Buffer.byteLength(svg) > MAX_INLINE_BYTES) return image;
  return { ...image, inlineUrl: svgToDataUri.toSrcset(svg).replaceAll("'", "%27") };
}

type PageWithImage<P extends string> = { page: { [K in P]?: { image?: ImageSource } | null } };

/** The page answer with `page[part].image` inlined when it is a small SVG (a hero's illustration: the largest paint). */
export async function withInlineImage<D extends PageWithImage<P>, P extends string>(answer: ReturnType<typeof data<D>>, part: P) {
  const { page } = answer.data;
  const section = page[part];
  if (!section?.image) return answer;
  const image = await inlineSmallSvg(section.image);
  return data({ ...answer.data, page: { ...page, [part]: { ...section, image } } }, answer.init ?? undefined);
}
