import { describe, expect, it } from "vitest";
import { insightsAccess, passwordMatches, signIn, signOut } from "./insights-access.server";

const NOW = Date.parse("2026-11-26T09:00:00Z");
const HOUR = 60 * 60 * 1000;
const request = (cookie?: string) => new Request("http://localhost/insights", { headers: cookie ? { Cookie: cookie } : {} });
/** The cookie's name=value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0];

describe("passwordMatches", () => {
  it("is true for the password only, whatever the lengths", () => {
    expect(passwordMatches("correct horse battery", "correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse batterY", "correct horse battery")).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
    expect(passwordMatches("correct horse battery and more", "correct horse battery")).toBe(false);
  });
});

describe("Insights access", () => {
  it("is not configured without a password: nobody signs in, not even with an empty one", async () => {
    expect(await insightsAccess(request(), undefined, NOW)).toBe("not-configured");
    expect(await signIn("", undefined, NOW)).toBeNull();
    expect(await signIn("anything", "", NOW)).toBeNull();
  });

  it("refuses a wrong password and a request without a session", async () => {
    expect(await signIn("guess", "team-password", NOW)).toBeNull();
    expect(await insightsAccess(request(), "team-password", NOW)).toBe("signed-out");
  });

  it("signs in with a signed HttpOnly SameSite=Strict cookie that lasts 8 hours", async () => {
    const setCookie = await signIn("team-password", "team-password", NOW);
    expect(setCookie).toMatch(/^tv_insights=/);
    expect(setCookie).toMatch(/; Max-Age=28800;/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    const cookie = sent(setCookie!);
    expect(await insightsAccess(request(cookie), "team-password", NOW + 8 * HOUR - 1)).toBe("signed-in");
    // Kept past its expiry by a browser or a copy, the cookie no longer opens the page.
    expect(await insightsAccess(request(cookie), "team-password", NOW + 8 * HOUR)).toBe("signed-out");
    // Removing the password closes the page to every session.
    expect(await insightsAccess(request(cookie), undefined, NOW)).toBe("not-configured");
  });

  it("refuses a cookie whose value was changed (the signature no longer matches)", async () => {
    const [name, value] = sent((await signIn("team-password", "team-password", NOW))!).split("=");
    const [payload, signature] = decodeURIComponent(value).split(".");
    const later = btoa(JSON.stringify({ until: NOW + 1000 * HOUR }));
    expect(payload).not.toBe(later);
    const forged = `${name}=${encodeURIComponent(`${later}.${signature}`)}`;
    expect(await insightsAccess(request(forged), "team-password", NOW)).toBe("signed-out");
  });

  it("signs out by clearing the cookie", async () => {
    const cookie = sent((await signIn("team-password", "team-password", NOW))!);
    expect(await signOut(request(cookie))).toMatch(/^tv_insights=; .*Expires=Thu, 01 Jan 1970/);
  });
});
