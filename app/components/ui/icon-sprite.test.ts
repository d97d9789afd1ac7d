import { readFileSync, writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon";

const SPRITE = "app/components/ui/icons.svg";
const pascal = (name: string) => name.split("-").map((part) => part[0]!.toUpperCase() + part.slice(1)).join("");

/** The sprite as lucide-react draws the icons; `UPDATE_ICON_SPRITE=1 npx vitest run icon-sprite` rewrites the file. */
function buildSprite() {
  const symbols = iconNames.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[pascal(name)];
    if (!component) throw new Error(`lucide-react has no icon "${name}"`);
    const inner = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC licence) an editor can pick; generated from lucide-react by the names in studio/schemaTypes/objects/icon.ts. -->${symbols.join("")}</svg>\n`;
}

describe("icon sprite", () => {
  it("offers exactly the icons an editor can pick in the Studio", () => {
    const source = readFileSync("studio/schemaTypes/objects/icon.ts", "utf8");
    const list = source.slice(source.indexOf("iconNames = ["), source.indexOf("] as const"));
    const studioNames = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect([...iconNames]).toEqual(studioNames);
  });

  it("matches lucide-react's drawings", () => {
    const expected = buildSprite();
    if (process.env.UPDATE_ICON_SPRITE) writeFileSync(SPRITE, expected);
    expect(readFileSync(SPRITE, "utf8")).toBe(expected);
  });
});
