import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import type { SocialCard } from "~/utils/social-card";
import { CARD_COLORS, renderSocialCard, socialCardSvg } from "./social-card.server";

const card: SocialCard = { title: "AI Receptionist for Plumbers", productName: "TradeVoice", language: "en", host: "tradevoice.ai" };

/** Width and height from a PNG's IHDR chunk (right after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The card's pixels (RGBA) and a test for near-white ones (the title and the brand name; the background is navy to blue). */
async function pixels(title: string) {
  const image = new Resvg(await socialCardSvg({ ...card, title })).render();
  // `pixels` copies the whole image on each read.
  const rgba = image.pixels;
  const offset = (x: number, y: number) => (y * image.width + x) * 4;
  const isWhite = (x: number, y: number) => [0, 1, 2].every((channel) => rgba[offset(x, y) + channel] > 200);
  /** The rows from `top` down, as bytes. */
  const rowsFrom = (top: number) => Buffer.from(rgba.subarray(offset(0, top)));
  return { isWhite, rowsFrom };
}

describe("renderSocialCard", () => {
  it("renders a 1200 x 630 PNG", async () => {
    expect(pngSize(await renderSocialCard(card))).toEqual({ width: 1200, height: 630 });
  });

  it("keeps a huge title inside the card: the right margin stays empty and the footer is untouched", async () => {
    const huge = await pixels(`${"Supercalifragilisticexpialidocious".repeat(6)} ${"and a very long title ".repeat(30)}`);
    const short = await pixels("Plumbers");
    const whiteInMargin: string[] = [];
    for (let y = 0; y < 630; y += 1) for (let x = 1124; x < 1200; x += 1) if (huge.isWhite(x, y)) whiteInMargin.push(`${x},${y}`);
    expect(whiteInMargin).toEqual([]);
    // The footer (accent bar and host) starts near y = 520.
    expect(huge.rowsFrom(505).equals(short.rowsFrom(505))).toBe(true);
  });

  it("draws the Spanish letters and marks from its fonts (a letter the fonts lack is drawn as their missing-glyph box)", async () => {
    const missing = await socialCardSvg({ ...card, title: "中" });
    expect(await socialCardSvg({ ...card, title: "ř" })).toBe(missing);
    for (const letter of ["á", "é", "í", "ó", "ú", "ñ", "¿", "¡", "Ñ", "ü"]) {
      expect(await socialCardSvg({ ...card, title: letter }), letter).not.toBe(missing);
    }
  });

  it("uses the brand colours of app/styles/app.css", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const token = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1];
    expect(CARD_COLORS).toEqual({ ink: token("ink"), brand: token("brand"), brandSoft: token("brand-soft"), accent: token("accent") });
  });
});
