import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/security-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, once, and skips external and empty ones", () => {
    const html = `<head><script nonce="x">window.__remixContext = {"a":"é"};</script>
      <script type="module" async="">import "/assets/entry.js";</script><script src="/assets/a.js"></script>
      <script type="module" src='/b.js'></script><script></script><script>window.__remixContext = {"a":"é"};</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(`window.__remixContext = {"a":"é"};`), sha256(`import "/assets/entry.js";`)]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows inline scripts by nonce, or by hash with no nonce for a cached page", () => {
    expect(contentSecurityPolicy({ nonce: "n1" })).toContain("script-src 'self' 'nonce-n1' https://app.cal.com");
    const cached = contentSecurityPolicy({ scriptHashes: ["sha256-abc"] });
    expect(cached).toContain("script-src 'self' 'sha256-abc' https://app.cal.com");
    expect(cached).not.toContain("nonce");
  });

  it("lets only the given origins frame a page", () => {
    expect(contentSecurityPolicy({ nonce: "n" })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: "n", frameAncestors: ["https://studio.example"] })).toContain("frame-ancestors https://studio.example");
  });
});
