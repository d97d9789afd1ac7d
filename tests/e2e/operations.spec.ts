import http from "node:http";
import { expect, test } from "@playwright/test";
import { hydrated } from "../support/page";
import { freePort } from "../support/ports";
import { startSite, type SiteProcess } from "../support/site-process";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

test.describe.configure({ mode: "serial" });

/**
 * Bytes a site process keeps (heap and Buffers) after a full garbage collection (tests/support/gc-on-signal.mjs).
 * Resident memory is not used: the allocator keeps freed arenas, so it grew by 6 MB on a loaded CI run with nothing kept.
 */
async function keptAfterGc(site: SiteProcess): Promise<number> {
  const kept = () => [...site.logs().matchAll(/\[gc\] collection \d+ kept (\d+)/g)].map(([, bytes]) => Number(bytes));
  const collections = kept().length;
  process.kill(site.pid, "SIGUSR2");
  await expect.poll(() => kept().length).toBe(collections + 1);
  return kept()[collections];
}

/** The headers a page response carries for security, with the per-response nonce blanked. */
async function securityHeaders(url: string) {
  const response = await fetch(url, { headers: { "user-agent": BROWSER_UA } });
  const names = [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "strict-transport-security",
    "permissions-policy",
    "cross-origin-opener-policy",
  ];
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)?.replace(/'nonce-[^']+'/, "'nonce-*'")]));
}

/** A raw POST: `body` is written in `chunks` of 64 KB (Content-Length when `declareLength`, else chunked). */
function post(url: string, totalBytes: number, declareLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(declareLength ? { "content-length": totalBytes } : {}) },
    });
    let status = 0;
    request.once("response", (response) => {
      response.resume();
      status = response.statusCode!;
    });
    // Settled only once the connection is closed: until then the rest of the body may still be on its way.
    request.once("close", () => resolve(status));
    // A server that refused the body may close the connection while it is still being written.
    request.once("error", (error) => (status ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const writeMore = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

test.describe("one production process", () => {
  let site: SiteProcess;

  test.beforeAll(async () => {
    site = await startSite({
      port: await freePort(),
      env: { LEAD_STORE_DIR: ".data/e2e-operations", LOG_LEVEL: "info" },
      preload: ["./tests/support/gc-on-signal.mjs"],
    });
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

  test("GET /readyz answers 200 when the store and the content answer", async ({ request }) => {
    const response = await request.get(`${site.url}/readyz`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ready: true, failed: [] });
  });

  test("a 10 MB body gets 413 without being buffered, and memory does not grow", async () => {
    // Warm up the refusal path first, so the measure sees only what one more 10 MB body costs.
    await post(`${site.url}/demo`, 10 * 1024 * 1024, true);
    await post(`${site.url}/demo`, 10 * 1024 * 1024, false);
    for (const declareLength of [true, false]) {
      const before = await keptAfterGc(site);
      expect(await post(`${site.url}/demo`, 10 * 1024 * 1024, declareLength)).toBe(413);
      // What was read off the socket before the refusal is freed shortly after (10 MB kept for under a second was seen).
      await expect.poll(async () => (await keptAfterGc(site)) - before, { timeout: 5_000 }).toBeLessThan(5 * 1024 * 1024);
    }
  });

  test("OPTIONS and other methods get 405 with Allow and no error in the log", async ({ request }) => {
    for (const method of ["OPTIONS", "PUT", "DELETE"]) {
      const response = await request.fetch(`${site.url}/trades/plumbing`, { method });
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
    }
    expect(site.logs()).not.toMatch(/Error|\n\s+at /);
    expect(site.logs()).toMatch(/"method":"OPTIONS","path":"\/trades\/plumbing","status":405/);
  });

  test("one JSON log line per request, without the query string", async ({ request }) => {
    await request.get(`${site.url}/robots.txt?email=ann%40example.com`);
    // The line is written once the response has finished, which may be after the client has read it.
    const logLine = () =>
      site
        .logs()
        .split("\n")
        .find((text) => text.includes('"path":"/robots.txt"'));
    await expect.poll(logLine).toBeTruthy();
    expect(JSON.parse(logLine()!)).toMatchObject({
      event: "request",
      method: "GET",
      path: "/robots.txt",
      status: 200,
      requestId: expect.any(String),
      ms: expect.any(Number),
    });
    expect(site.logs()).not.toContain("example.com");
  });

  test("build assets are served precompressed: brotli, else gzip, with Vary", async ({ request }) => {
    const html = await (await request.get(`${site.url}/`, { headers: { "user-agent": BROWSER_UA } })).text();
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ]) {
      const response = await request.get(`${site.url}${asset}`, { headers: { "accept-encoding": accept } });
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers()["vary"]).toMatch(/Accept-Encoding/i);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("pages are compressed too, and the second anonymous GET comes from the page cache", async ({ request }) => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      request.get(`${site.url}${path}`, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "br, gzip", ...headers } });
    const first = await get("/compare/telli");
    expect(first.headers()["x-page-cache"]).toBe("miss");
    expect(first.headers()["content-encoding"]).toBe("br");
    // A miss is sent as the cache keeps it: the same brotli bytes as every later hit, the nonce blanked, scripts allowed
    // by hash (no visitor sees another's nonce).
    const hit = await get("/compare/telli");
    expect(hit.headers()["x-page-cache"]).toBe("hit");
    expect(hit.headers()["content-length"]).toBe(first.headers()["content-length"]);
    expect((await hit.text()) === (await first.text())).toBe(true);
    expect(await first.text()).not.toMatch(/nonce="[^"]/);
    for (const response of [first, hit])
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' ('sha256-[^']+' )+/);
    expect((await get("/compare/telli", { "accept-encoding": "gzip" })).headers()["content-encoding"]).toBe("gzip");
    expect(hit.headers()["x-content-type-options"]).toBe("nosniff");

    expect((await get("/compare/telli", { cookie: "tv_preview=anything" })).headers()["x-page-cache"]).toBe("miss");
    expect((await get("/compare/telli?utm_source=x")).headers()["x-page-cache"]).toBe("miss");
  });

  test("a page served from the cache hydrates in Chromium with no CSP violation", async ({ page, request }) => {
    await expect
      .poll(
        async () => (await request.get(`${site.url}/trades/plumbing`, { headers: { "user-agent": BROWSER_UA } })).headers()["x-page-cache"],
      )
      .toBe("hit");
    const violations: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && violations.push(message.text()));
    const response = await page.goto(`${site.url}/trades/plumbing`);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    await hydrated(page);
    expect(violations).toEqual([]);
  });
});

test("GET /readyz answers 503 naming the store when Redis cannot be reached", async ({ request }) => {
  const site = await startSite({ port: await freePort(), env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  try {
    const response = await request.get(`${site.url}/readyz`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ ready: false, failed: ["store"] });
    expect(await (await request.get(`${site.url}/healthz`)).text()).toBe("ok");
  } finally {
    await site.stop();
  }
});

test("SIGTERM lets a request in flight finish, then the process exits 0", async () => {
  const site = await startSite({ port: await freePort(), env: { LEAD_STORE_DIR: ".data/e2e-operations", LOG_LEVEL: "info" } });
  // The request is in flight once the server has accepted its headers (100 Continue) and still waits for the body.
  const request = http.request(`${site.url}/demo`, {
    method: "POST",
    headers: { expect: "100-continue", "content-type": "application/x-www-form-urlencoded", "content-length": 8 },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode!));
    });
    request.once("error", reject);
  });
  await new Promise((resolve) => request.once("continue", resolve));
  const exited = site.stop("SIGTERM");
  await expect.poll(() => site.logs()).toContain('"event":"shutdown","signal":"SIGTERM"');
  request.end("intent=x");
  expect(await answered).toBeLessThan(500);
  expect(await exited).toBe(0);
  expect(site.logs()).toMatch(/"method":"POST","path":"\/demo","status":\d+/);
});

test("npm run dev (server.js with Vite in middleware mode) sends the same security headers as production and hydrates", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const production = await startSite({ port: await freePort(), env: { LEAD_STORE_DIR: ".data/e2e-operations", LOG_LEVEL: "info" } });
  const dev = await startSite({ port: await freePort(), env: { NODE_ENV: "development", LEAD_STORE_DIR: ".data/e2e-operations" } });
  try {
    // A query string keeps production's answer out of its page cache (whose pages carry script hashes): rendered, as in dev.
    const expected = await securityHeaders(`${production.url}/trades/plumbing?headers`);
    expect(expected["content-security-policy"]).toContain("'nonce-*'");
    expect(await securityHeaders(`${dev.url}/trades/plumbing?headers`)).toEqual(expected);

    const violations: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && violations.push(message.text()));
    await page.goto(`${dev.url}/trades/plumbing`);
    await hydrated(page, { timeout: 120_000 });
    expect(violations).toEqual([]);
  } finally {
    await Promise.all([production.stop(), dev.stop()]);
  }
});
