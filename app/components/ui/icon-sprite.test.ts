import { readFileSync, writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon-names";

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
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC licence) an editor can pick; generated from lucide-react by the names in app/components/ui/icon-names.ts. -->${symbols.join("")}</svg>\n`;
}

describe("icon sprite", () => {
  it("matches lucide-react's drawings", () => {
    const expected = buildSprite();
    if (process.env.UPDATE_ICON_SPRITE) writeFileSync(SPRITE, expected);
    expect(readFileSync(SPRITE, "utf8")).toBe(expected);
  });
});
