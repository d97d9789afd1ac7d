import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import express from "express";
import { applyPolicy, inlineScriptHashes, securityHeaders } from "../../server/security-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, once, and skips external and empty ones", () => {
    const html = `<head><script nonce="x">window.__remixContext = {"a":"é"};</script>
      <script type="module" async="">import "/assets/entry.js";</script><script src="/assets/a.js"></script>
      <script type="module" src='/b.js'></script><script></script><script>window.__remixContext = {"a":"é"};</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(`window.__remixContext = {"a":"é"};`), sha256(`import "/assets/entry.js";`)]);
  });
});

describe("securityHeaders (helmet)", () => {
  /** Headers of a response from an Express app with the site's security headers; `route` may change the policy. */
  async function headersOf(route: express.RequestHandler = (_req, res) => void res.send("ok"), path = "/") {
    const app = express();
    app.use(securityHeaders());
    app.get(path, route);
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).headers;
    } finally {
      server.close();
    }
  }

  it("sends the CSP with a fresh nonce per response, HSTS, nosniff, the referrer policy and no X-Powered-By", async () => {
    const [first, second] = [await headersOf(), await headersOf()];
    const nonce = (headers: Headers) =>
      /script-src 'self' 'nonce-([^']+)' https:\/\/app\.cal\.com https:\/\/cal\.com;/.exec(headers.get("content-security-policy")!)?.[1];
    expect(nonce(first)).toMatch(/^[\w+/]{22}==$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first.get("content-security-policy")).toContain("frame-ancestors 'none';form-action 'self';base-uri 'self';object-src 'none'");
    expect(first.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(first.get("x-content-type-options")).toBe("nosniff");
    expect(first.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("cross-origin-opener-policy")).toBeNull();
    expect(first.get("permissions-policy")).toBe("camera=(), microphone=(self), geolocation=(), interest-cohort=()");
    expect(first.get("content-security-policy")).toContain(
      "connect-src 'self' https://app.cal.com https://cal.com wss://retell-ai-4ihahnq7.livekit.cloud https://retell-ai-4ihahnq7.livekit.cloud;",
    );
    expect(first.get("x-powered-by")).toBeNull();
    expect(first.get("x-frame-options")).toBeNull();
  });

  it("isolates the signed-in Insights pages from other windows (same-origin opener), and only them", async () => {
    const send: express.RequestHandler = (_req, res) => void res.send("ok");
    expect((await headersOf(send, "/insights")).get("cross-origin-opener-policy")).toBe("same-origin");
    expect((await headersOf(send, "/insights/export")).get("cross-origin-opener-policy")).toBe("same-origin");
    expect((await headersOf(send, "/insights-for-plumbers")).get("cross-origin-opener-policy")).toBeNull();
    expect((await headersOf(send, "/trades/plumbing")).get("cross-origin-opener-policy")).toBeNull();
  });

  it("allows a cached page's scripts by hash with no nonce, and lets only the given origins frame a page", async () => {
    const cached = await headersOf((_req, res) => {
      applyPolicy(res, { nonce: undefined, scriptHashes: ["sha256-abc"] });
      res.send("ok");
    });
    expect(cached.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc' https://app.cal.com");
    expect(cached.get("content-security-policy")).not.toContain("nonce");
    const framed = await headersOf((_req, res) => {
      applyPolicy(res, { frameAncestors: ["https://studio.example"] });
      res.send("ok");
    });
    expect(framed.get("content-security-policy")).toContain("frame-ancestors https://studio.example;");
    expect(framed.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });
});
