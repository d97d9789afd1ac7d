import { createImageUrlBuilder } from "@sanity/image-url";
import type { PageContent } from "./content";
import type { TRADE_PAGE_QUERY } from "./queries";

type ImageFragment = NonNullable<PageContent<typeof TRADE_PAGE_QUERY>["hero"]["image"]>;

/** An image as the IMAGE fragment of queries.ts projects it; crop, hotspot and alt may be absent. */
export type ImageSource = (Pick<ImageFragment, "asset"> & Partial<Omit<ImageFragment, "asset">>) | null | undefined;

/** Widths offered in srcset: phones, tablets and desktop at 1x and 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920];

/** `https://cdn.sanity.io/images/<project>/<dataset>/<file>`: the asset's own URL names its project and dataset. */
const SANITY_IMAGE_URL = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//;

/** Sanity asset ids carry the original size: `image-<hash>-<width>x<height>-<format>`. */
export function imageDimensions(image: ImageSource): { width: number; height: number } | undefined {
  const match = image?.asset?._id.match(/-(\d+)x(\d+)-[a-z0-9]+$/);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** The size of what is shown: the original less the editor's crop. */
export function croppedDimensions(image: ImageSource): { width: number; height: number } | undefined {
  const original = imageDimensions(image);
  const crop = image?.crop;
  if (!original || !crop) return original;
  return {
    width: Math.round(original.width * (1 - (crop.left ?? 0) - (crop.right ?? 0))),
    height: Math.round(original.height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0))),
  };
}

/** A URL builder for raster images on Sanity's CDN; SVGs and local files are served as they are. */
function builderFor(image: ImageSource) {
  const asset = image?.asset;
  const project = asset?.url.match(SANITY_IMAGE_URL);
  if (!asset || !project || asset._id.endsWith("-svg")) return undefined;
  return createImageUrlBuilder({ projectId: project[1], dataset: project[2] })
    .image({ asset: { _ref: asset._id }, crop: image?.crop ?? undefined, hotspot: image?.hotspot ?? undefined })
    .auto("format");
}

/**
 * The URL of an image at a display width (and height, when the layout fixes the aspect ratio): Sanity's CDN
 * resizes it, applies the editor's crop, keeps the hotspot in view and picks a modern format by the browser's
 * Accept header.
 */
export function imageUrl(image: ImageSource, width?: number, height?: number): string | undefined {
  const builder = builderFor(image);
  if (!builder || !width) return image?.asset?.url;
  return height ? builder.width(Math.round(width)).height(Math.round(height)).url() : builder.width(Math.round(width)).fit("max").url();
}

/** A srcset up to twice the display width (same aspect ratio), or undefined when the image cannot be resized. */
export function imageSrcSet(image: ImageSource, width: number, height?: number): string | undefined {
  if (!builderFor(image)) return undefined;
  const original = croppedDimensions(image)?.width ?? Number.POSITIVE_INFINITY;
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= Math.min(width * 2, original));
  if (widths.length === 0) return undefined;
  return widths.map((candidate) => `${imageUrl(image, candidate, height && (candidate * height) / width)} ${candidate}w`).join(", ");
}

/**
 * The editor's social image as an absolute URL, or null for none or an SVG: Facebook, LinkedIn and X show no SVG
 * (an illustration, an article's cover), so the page gets its generated card instead. Loaders compute it, so the
 * browser's `meta` needs no image URL builder.
 */
export function socialImageUrl(image: ImageSource, siteUrl: string): string | null {
  if (!image?.asset || image.asset._id.endsWith("-svg")) return null;
  return absoluteImageUrl(image, siteUrl) ?? null;
}

/** An absolute URL for social cards (1200 x 630 around the hotspot): local media paths get the site's origin. */
export function absoluteImageUrl(image: ImageSource, siteUrl: string): string | undefined {
  const url = imageUrl(image, 1200, 630);
  if (!url) return undefined;
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}
