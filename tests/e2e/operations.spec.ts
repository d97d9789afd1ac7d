import { expect, test } from "@playwright/test";
import { startSite, type SiteProcess } from "../support/site-process";

// Real `node server.js` processes on this checkout's spare ports (E2E_PORT + 2..).
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

test.describe.configure({ mode: "serial" });

test.describe("operations", () => {
  let site: SiteProcess;

  test.beforeAll(async () => {
    site = await startSite({ port: BASE_PORT, env: { LEAD_STORE_DIR: ".data/e2e-operations" } });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("GET /healthz answers 200 ok with the security headers", async ({ request }) => {
    const response = await request.get(`${site.url}/healthz`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
