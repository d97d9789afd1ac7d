import { describe, expect, it } from "vitest";
import { isExternalHref, isSafeContentHref } from "./content-link";

describe("content links", () => {
  it.each([
    "/",
    "/trades/plumbing",
    "/#pricing",
    "/es/demo?from=pricing",
    "/reports/appliance-repair-ai",
    "/es/señal",
    "#live-demo",
    "https://www.tradevoice.ai/login",
    "http://example.com/a?b=c#d",
    "mailto:sales@tradevoice.ai",
    "tel:+1 (212) 555-0123",
  ])("renders %s", (href) => {
    expect(isSafeContentHref(href)).toBe(true);
  });

  it.each([
    "/\\evil.example/x",
    "/\\\\evil.example",
    "\\\\evil.example",
    "//evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%5Cevil.example/x",
    "/%5cevil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%09/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/ /evil.example",
    "/x\u0000",
    "/%E0%A4%A",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "https:\\\\evil.example",
    "https:/\\evil.example",
    "https://",
    "ftp://files.example",
    "evil.example",
    "mailto:",
    "",
    null,
    undefined,
    42,
  ])("does not render %j", (href) => {
    expect(isSafeContentHref(href)).toBe(false);
  });

  it("tells links that leave the site", () => {
    expect(isExternalHref("https://example.com")).toBe(true);
    expect(isExternalHref("HTTP://example.com")).toBe(true);
    expect(isExternalHref("/pricing")).toBe(false);
    expect(isExternalHref("mailto:a@b.c")).toBe(false);
  });
});
