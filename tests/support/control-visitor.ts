import { test as base } from "@playwright/test";
import { CONTROL_VISITOR, experimentCookie } from "./experiments";

/**
 * Playwright's `test` whose browser context is the home hero experiment's control visitor (its `tv_exp` cookie), so the
 * hero's heading does not depend on a random new visitor id. A fixture rather than a `beforeEach` asking for `context`:
 * a test that reads the server's HTML with `request` alone starts no browser context.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([experimentCookie(CONTROL_VISITOR, baseURL!)]);
    await use(context);
  },
});

/** The `Cookie` header of the same visitor, for `request`. */
export const CONTROL_COOKIE = { Cookie: `tv_exp=${CONTROL_VISITOR}` };
