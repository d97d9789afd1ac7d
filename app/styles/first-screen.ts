/**
 * Sections (the `section` utility, app.css) a page shows in full before its stylesheet arrives: the browser renders a
 * section only near the viewport (`content-visibility: auto`), and on the widest screens measured (1280 x 800) the
 * third section of home, the longest first screen, is beyond that. Everything outside the sections (header, hero,
 * footer) is always shown.
 */
export const SECTIONS_ON_FIRST_SCREEN = 2;

const OPENING_TAG_WITH_CLASS = /<([a-z][a-z0-9]*)\b[^>]*?\sclass="([^"]*)"[^>]*>/g;

/** Where the element whose content starts at `from` ends: its closing tag, counting nested elements of its name. */
function closingTagAt(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return html.length;
}

/**
 * The document as the browser renders it before its stylesheet arrives: the sections after the first
 * `SECTIONS_ON_FIRST_SCREEN` are kept as empty elements (their own tag still counts), their content left out. The
 * critical CSS is chosen from this, so the rules only a later section uses come with the stylesheet, which styles that
 * section once, when it comes near the viewport.
 */
export function firstScreen(html: string, sectionsShown = SECTIONS_ON_FIRST_SCREEN): string {
  const parts: string[] = [];
  let kept = 0;
  let sections = 0;
  const openings = new RegExp(OPENING_TAG_WITH_CLASS);
  for (let opening = openings.exec(html); opening; opening = openings.exec(html)) {
    const [tag, name, classes] = opening;
    if (!classes.split(/\s+/).includes("section") || ++sections <= sectionsShown) continue;
    const contentStart = opening.index + tag.length;
    parts.push(html.slice(kept, contentStart));
    kept = closingTagAt(html, name, contentStart);
    openings.lastIndex = kept;
  }
  parts.push(html.slice(kept));
  return parts.join("");
}
