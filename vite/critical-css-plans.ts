import { compileSheet, encodePlan, type CompiledSheet } from "beasties/compiler";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:critical-css-plans";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Stands for the plans in the server bundle until its stylesheets exist (they are emitted with the bundle). */
const PLACEHOLDER = "__CRITICAL_CSS_PLANS__";

/**
 * Rules kept whatever the page holds:
 * - selectors that match only once a script has run, before the first paint: `<html class="js">` is set by the
 *   inline script in root.tsx, so the server's HTML never carries it, yet what it hides must be hidden from the start;
 * - selectors with `:where()`, `:is()` or `:has()`, which beasties' runtime drops although they match (Tailwind's
 *   `space-y-*`, `divide-*`, preflight's `:where(svg:not([width]))`): first-paint.spec.ts saw the gaps move.
 */
const ALWAYS_CRITICAL = [/(^|[\s>~+,(])\.js(?![\w-])/, /:(where|is|has)\(/];

/**
 * beasties 0.5.4's compiler ends every kept at-rule with `;`, also block ones (`@property --x{...};`): browsers read
 * the `;` as the start of the next rule and drop it, so every other `@property` was lost and Tailwind's gradients
 * painted nothing until the stylesheet arrived (first-paint.spec.ts).
 */
function withoutStraySemicolons(sheet: CompiledSheet): CompiledSheet {
  for (const rule of sheet.rules) if (rule.css?.endsWith("};")) rule.css = rule.css.slice(0, -1);
  return sheet;
}

/**
 * `virtual:critical-css-plans`: beasties' compiled form ("plan") of each stylesheet of the server build, keyed by the
 * URL the pages link it at. Compiled once at build time, so a render only scans its HTML for the rules it uses
 * (`beasties/runtime`). The stylesheets are emitted with the bundle, so the module holds a placeholder that is
 * replaced when the bundle is written. Outside a server build (dev, the browser bundle) there are no plans.
 */
export function criticalCssPlans({ assetsBase = "/" } = {}): Plugin {
  let serverBuild = false;
  return {
    name: "critical-css-plans",
    enforce: "post",
    configResolved(config) {
      serverBuild = config.command === "build" && Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${serverBuild ? PLACEHOLDER : "[]"};` : undefined),
    generateBundle(_options, bundle) {
      if (!serverBuild) return;
      const plans = Object.values(bundle).flatMap((file) => {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) return [];
        const css = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        return [
          encodePlan(withoutStraySemicolons(compileSheet(css, { href: `${assetsBase}${file.fileName}`, allowRules: ALWAYS_CRITICAL }))),
        ];
      });
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes(PLACEHOLDER)) file.code = file.code.replaceAll(PLACEHOLDER, JSON.stringify(plans));
      }
    },
  };
}
