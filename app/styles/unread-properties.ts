/**
 * The rules without the custom properties none of them reads. Tailwind declares every theme variable and registers
 * every variable of its own that the site's stylesheet uses (`@layer theme`; `@property`, with their starting values for
 * browsers without it in `@layer properties`), and those are kept whatever the page holds: half of them (filters,
 * skews, backdrops, colours of other pages) are read by no rule a page inlines. The stylesheet linked later declares
 * and registers them all again.
 */
export function withoutUnreadProperties(css: string): string {
  const read = new Set(Array.from(css.matchAll(/var\((--[\w-]+)/g), (match) => match[1]));
  const readOnly = (_block: string, start: string, declarations: string) =>
    start +
    declarations
      .split(";")
      .filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(":"))))
      .join(";");
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
    .replace(/(@layer properties\{@supports[^{]*\{[^{]*\{)([^}]*)/, readOnly)
    .replace(/(@layer theme\{[^{]*\{)([^}]*)/, readOnly);
}
