import { readFileSync, writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon-names";
import { uiIcons } from "./ui-icons";

const SPRITE = "app/components/ui/icons.svg";
const pascal = (name: string) =>
  name
    .split("-")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
// Moved from each icon's <svg> onto its <symbol>, so a page's icons are a few bytes each.
const PRESENTATION = ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

function symbol(id: string, { lucide: name, ...props }: { lucide: string; fill?: string; strokeWidth?: number }) {
  const component = (lucide as unknown as Record<string, ComponentType<typeof props>>)[pascal(name)];
  if (!component) throw new Error(`lucide-react has no icon "${name}"`);
  const markup = renderToStaticMarkup(createElement(component, props));
  const open = markup.slice(0, markup.indexOf(">") + 1);
  const attributes = PRESENTATION.map((attribute) => open.match(new RegExp(` ${attribute}="([^"]*)"`))?.[0] ?? "").join("");
  const inner = markup.slice(open.length).replace(/<\/svg>$/, "");
  return `<symbol id="${id}" viewBox="0 0 24 24"${attributes}>${inner}</symbol>`;
}

/** The sprite as lucide-react draws the icons; `UPDATE_ICON_SPRITE=1 npx vitest run icon-sprite` rewrites the file. */
function buildSprite() {
  const drawings = new Map<string, { lucide: string; fill?: string; strokeWidth?: number }>(
    iconNames.map((name) => [name, { lucide: name }]),
  );
  for (const [id, drawing] of Object.entries(uiIcons)) drawings.set(id, drawing);
  const symbols = [...drawings].map(([id, drawing]) => symbol(id, drawing));
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC licence), generated from lucide-react: the ones an editor can pick (app/components/ui/icon-names.ts) and the site's own (ui-icons.ts). -->${symbols.join("")}</svg>\n`;
}

describe("icon sprite", () => {
  it("matches lucide-react's drawings", () => {
    const expected = buildSprite();
    if (process.env.UPDATE_ICON_SPRITE) writeFileSync(SPRITE, expected);
    expect(readFileSync(SPRITE, "utf8")).toBe(expected);
  });

  it("draws an id in both lists the same way, so sharing the symbol is safe", () => {
    for (const name of iconNames.filter((name) => name in uiIcons)) {
      expect(uiIcons[name as keyof typeof uiIcons], name).toEqual({ lucide: name });
    }
  });
});
