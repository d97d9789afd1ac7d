import { describe, expect, it } from "vitest";
import { absoluteImageUrl, imageSrcSet, imageUrl } from "./image";

const cdn = {
  asset: {
    _id: "image-a-2400x1600-png",
    url: "https://cdn.sanity.io/images/p/production/a-2400x1600.png",
    metadata: { dimensions: { width: 2400, height: 1600 } },
  },
};
const local = {
  asset: { _id: "image-b-800x600-svg", url: "/media/images/hero.svg", metadata: { dimensions: { width: 800, height: 600 } } },
};

describe("image URLs", () => {
  it("resizes raster images on the Sanity CDN", () => {
    expect(imageUrl(cdn, 640)).toBe("https://cdn.sanity.io/images/p/production/a-2400x1600.png?w=640&fit=max&auto=format");
    expect(imageSrcSet(cdn, 640)?.split(", ")).toEqual([320, 480, 640, 768, 960, 1280].map((w) => `${imageUrl(cdn, w)} ${w}w`));
  });

  it("honours the editor's crop and keeps the hotspot in a fixed aspect ratio", () => {
    const edited = {
      ...cdn,
      crop: { _type: "sanity.imageCrop" as const, top: 0, bottom: 0, left: 0.5, right: 0 },
      hotspot: { _type: "sanity.imageHotspot" as const, x: 0.75, y: 0.5, width: 0.2, height: 0.2 },
    };
    expect(imageUrl(edited, 600, 600)).toBe(
      "https://cdn.sanity.io/images/p/production/a-2400x1600.png?rect=1200,200,1200,1200&w=600&h=600&auto=format",
    );
    expect(imageUrl(edited, 600)).toBe(
      "https://cdn.sanity.io/images/p/production/a-2400x1600.png?rect=1200,0,1200,1600&w=600&fit=max&auto=format",
    );
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
