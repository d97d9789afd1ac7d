import { describe, expect, it } from "vitest";
import { absoluteImageUrl, imageSrcSet, imageUrl } from "./image";

const cdn = {
  asset: { _id: "image-a-2400x1600-png", url: "https://cdn.sanity.io/images/p/production/a-2400x1600.png", metadata: { dimensions: { width: 2400, height: 1600 } } },
};
const local = { asset: { _id: "image-b-800x600-svg", url: "/media/images/hero.svg", metadata: { dimensions: { width: 800, height: 600 } } } };

describe("image URLs", () => {
  it("resizes raster images on the Sanity CDN", () => {
    expect(imageUrl(cdn, 640)).toBe("https://cdn.sanity.io/images/p/production/a-2400x1600.png?w=640&fit=max&auto=format");
    expect(imageSrcSet(cdn, 640)?.split(", ")).toEqual([320, 480, 640, 768, 960, 1280].map((w) => `${imageUrl(cdn, w)} ${w}w`));
  });

  it("serves local and SVG images as they are", () => {
    expect(imageUrl(local, 640)).toBe("/media/images/hero.svg");
    expect(imageSrcSet(local, 640)).toBeUndefined();
  });

  it("makes social-card URLs absolute", () => {
    expect(absoluteImageUrl(local, "https://tradevoice.ai")).toBe("https://tradevoice.ai/media/images/hero.svg");
    expect(absoluteImageUrl(null, "https://tradevoice.ai")).toBeUndefined();
  });
});
