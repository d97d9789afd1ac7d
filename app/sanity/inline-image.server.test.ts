import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inlineSmallSvg } from "./inline-image.server";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SEED_HERO = "/media/images/trade-plumbing-hero.svg";
const image = (url: string) => ({ alt: "A plumber's phone", asset: { _id: "image-x-640x480-svg", url } });
const hostedSvg = (name: string) => `https://cdn.sanity.io/images/p1/production/${name}-640x480.svg`;
const SMALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="#0B1B3F"/></svg>`;

function serveSvg(url: string, body: string, requests: string[] = []) {
  server.use(
    http.get(url, ({ request }) => {
      requests.push(request.url);
      return new HttpResponse(body, { headers: { "Content-Type": "image/svg+xml" } });
    }),
  );
  return requests;
}

describe("inlineSmallSvg", () => {
  it("puts a small seed SVG in a data: URL with no quote the HTML would have to escape", async () => {
    const inlined = await inlineSmallSvg(image(SEED_HERO));
    expect(inlined).toMatchObject({ alt: "A plumber's phone", asset: { url: SEED_HERO } });
    const url = (inlined as { inlineUrl: string }).inlineUrl;
    expect(url).toMatch(/^data:image\/svg\+xml,%3csvg%20xmlns=/);
    expect(url).not.toMatch(/["'<> ]/);
    // The same drawing: every shape of the file is in the URL.
    const shapes = readFileSync("studio/seed/images/trade-plumbing-hero.svg", "utf8").match(/<(rect|path|circle|text)\b/g);
    expect(decodeURIComponent(url).match(/<(rect|path|circle|text)\b/g)).toEqual(shapes);
  });

  it("leaves rasters, unknown files and missing images alone", async () => {
    const raster = { asset: { _id: "image-y-800x600-jpg", url: "https://cdn.sanity.io/images/p1/production/y-800x600.jpg" } };
    expect(await inlineSmallSvg(raster)).toBe(raster);
    const missing = image("/media/images/no-such-file.svg");
    expect(await inlineSmallSvg(missing)).toBe(missing);
    expect(await inlineSmallSvg(image("/media/../package.svg"))).not.toHaveProperty("inlineUrl");
    expect(await inlineSmallSvg(null)).toBeNull();
  });

  it("inlines a small SVG from Sanity's CDN once, then answers from memory", async () => {
    const url = hostedSvg("small");
    const requests = serveSvg(url, SMALL_SVG);
    const first = (await inlineSmallSvg(image(url))) as { inlineUrl: string };
    expect(decodeURIComponent(first.inlineUrl)).toContain("<rect width='640' height='480'");
    expect(await inlineSmallSvg(image(url))).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it("links an SVG over 8 KB as a file", async () => {
    const url = hostedSvg("large");
    serveSvg(url, SMALL_SVG.replace("</svg>", `<path d="${"M0 0L1 1".repeat(1100)}"/></svg>`));
    expect(await inlineSmallSvg(image(url))).not.toHaveProperty("inlineUrl");
  });

  it("links the file when the CDN fails, and does not ask again on the next render", async () => {
    const url = hostedSvg("failing");
    const requests: string[] = [];
    server.use(
      http.get(url, ({ request }) => {
        requests.push(request.url);
        return new HttpResponse("upstream error", { status: 502 });
      }),
    );
    expect(await inlineSmallSvg(image(url))).not.toHaveProperty("inlineUrl");
    expect(await inlineSmallSvg(image(url))).not.toHaveProperty("inlineUrl");
    expect(requests).toHaveLength(1);
  });
});
