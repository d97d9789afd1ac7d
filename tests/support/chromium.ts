import { existsSync } from "node:fs";

/**
 * Debian's Chromium builds (Playwright cannot download its own browsers here). Functional tests run on the headless
 * shell, as Playwright's own headless runs do: the same Blink without the full browser's UI processes, a quarter less
 * CPU on the a11y suite (docs/decisions/0064). What measures a page as a visitor's Chrome would (lab INP, Lighthouse)
 * runs the full browser. Undefined where the package is missing: Playwright's own browser, if installed.
 */
const installed = (path: string) => (existsSync(path) ? path : undefined);

export const HEADLESS_SHELL = installed("/usr/lib/chromium/chromium-headless-shell");
export const FULL_CHROMIUM = installed("/usr/bin/chromium");
