/**
 * The rules without the custom properties none of them reads. Tailwind registers each of its variables the site's
 * stylesheet uses (`@property`, and their starting values for browsers without it, in `@layer properties`), and those
 * are kept whatever the page holds: half of them (filters, skews, backdrops) are read by no rule a page inlines. The
 * stylesheet linked later registers them all again.
 */
export function withoutUnreadProperties(css: string): string {
  const read = new Set(Array.from(css.matchAll(/var\((--[\w-]+)/g), (match) => match[1]));
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
    .replace(/(@layer properties\{@supports[^{]*\{[^{]*\{)([^}]*)/, (_block, start: string, declarations: string) => {
      const kept = declarations.split(";").filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(":"))));
      return `${start}${kept.join(";")}`;
    });
}
