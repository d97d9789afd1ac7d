import { croppedDimensions, imageSrcSet, imageUrl, type ImageSource } from "~/sanity/image";

/**
 * An image from the dataset with its intrinsic size set (no layout shift), lazy unless `priority`
 * (use priority only for the one image above the fold). With a `height` the image is cut to that aspect
 * ratio around the editor's hotspot. Illustrations are decorative, so alt is empty unless the editor or
 * the caller gives one.
 */
export function ContentImage({
  image,
  width,
  height,
  sizes,
  priority = false,
  alt,
  className,
}: {
  /** `inlineUrl`: the file itself as a `data:` URL (inline-image.server.ts), shown without a request. */
  image: ImageSource | (NonNullable<ImageSource> & { inlineUrl?: string });
  width: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  alt?: string;
  className?: string;
}) {
  const inlineUrl = image && "inlineUrl" in image ? image.inlineUrl : undefined;
  const src = inlineUrl ?? imageUrl(image, width, height);
  if (!src) return null;
  const shown = croppedDimensions(image);
  const displayHeight = height ?? (shown ? Math.round((width * shown.height) / shown.width) : undefined);
  const srcSet = inlineUrl ? undefined : imageSrcSet(image, width, height);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(min-width: ${width}px) ${width}px, 100vw`) : undefined}
      width={width}
      height={displayHeight}
      alt={alt ?? image?.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 knows only the lowercase attribute.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
