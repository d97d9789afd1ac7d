/** An image as the queries project it: `image{ asset->{ _id, url, metadata { dimensions } } }` (+ optional alt). */
export type ImageSource =
  | {
      alt?: string | null;
      asset?: {
        _id?: string;
        url?: string | null;
        metadata?: { dimensions?: { width?: number | null; height?: number | null } | null } | null;
      } | null;
    }
  | null
  | undefined;

const SANITY_CDN = "https://cdn.sanity.io/";
/** Widths offered in srcset: phones, tablets and desktop at 1x and 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920];

export function imageDimensions(image: ImageSource): { width: number; height: number } | undefined {
  const dimensions = image?.asset?.metadata?.dimensions;
  return dimensions?.width && dimensions.height ? { width: dimensions.width, height: dimensions.height } : undefined;
}

/** Raster images on Sanity's CDN can be resized by URL; SVGs and local files are served as they are. */
function isResizable(url: string) {
  return url.startsWith(SANITY_CDN) && !/\.svg(\?|$)/i.test(url);
}

/** The URL of an image at a display width (Sanity CDN: resized, modern format chosen by the browser's Accept). */
export function imageUrl(image: ImageSource, width?: number): string | undefined {
  const url = image?.asset?.url;
  if (!url) return undefined;
  if (!width || !isResizable(url)) return url;
  const resized = new URL(url);
  resized.searchParams.set("w", String(Math.round(width)));
  resized.searchParams.set("fit", "max");
  resized.searchParams.set("auto", "format");
  return resized.toString();
}

/** A srcset up to twice the display width, or undefined when the image cannot be resized. */
export function imageSrcSet(image: ImageSource, width: number): string | undefined {
  const url = image?.asset?.url;
  if (!url || !isResizable(url)) return undefined;
  const original = imageDimensions(image)?.width ?? Number.POSITIVE_INFINITY;
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= Math.min(width * 2, original));
  if (widths.length === 0) return undefined;
  return widths.map((candidate) => `${imageUrl(image, candidate)} ${candidate}w`).join(", ");
}

/** An absolute URL for social cards: local media paths get the site's origin. */
export function absoluteImageUrl(image: ImageSource, siteUrl: string, width = 1200): string | undefined {
  const url = imageUrl(image, width);
  if (!url) return undefined;
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}
