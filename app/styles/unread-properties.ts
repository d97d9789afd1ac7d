/**
 * The rules without the custom properties none of them reads. Tailwind declares every theme variable and registers
 * every variable of its own that the site's stylesheet uses (`@layer theme`, `@property`), and those are kept whatever
 * the page holds: half of them (filters, skews, backdrops, colours of other pages) are read by no rule a page inlines.
 * Its starting values for browsers without `@property` (`@layer properties`: Safari before 16.4 and Firefox before 128,
 * older than Tailwind 4 supports) are left to the stylesheet too. The stylesheet linked later has them all.
 */
export function withoutUnreadProperties(css: string): string {
  const read = new Set(Array.from(css.matchAll(/var\((--[\w-]+)/g), (match) => match[1]));
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
    .replace(/@layer properties\{@supports[^{]*\{[^{}]*\{[^}]*\}\}\}/, "")
    .replace(/(@layer theme\{[^{]*\{)([^}]*)/, (_block, start: string, declarations: string) => {
      const kept = declarations.split(";").filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(":"))));
      return `${start}${kept.join(";")}`;
    });
}
