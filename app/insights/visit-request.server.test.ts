import { beforeEach, describe, expect, it } from "vitest";
import { setClock } from "../../tests/support/clock";
import { attributionSecrets, serializeAttribution } from "~/utils/attribution-cookie.server";
import { startPreviewSession } from "~/sanity/preview.server";
import { assignedVariant } from "~/experiments/experiments.server";
import { env } from "~/utils/env.server";
import { visitFromBeacon } from "./visit-request.server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOW = new Date("2026-11-02T23:59:59Z");
beforeEach(() => setClock(NOW));
const pagePaths = async () => new Set(["/", "/trades/plumbing", "/privacy-policy"]);
const VIEW_ID = "4f1c2a7e-9b3d-4c5e-8f60-123456789abc";

const beacon = (fields: Record<string, unknown> | string = {}, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/visits", {
    method: "POST",
    headers: { "User-Agent": BROWSER, "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body: typeof fields === "string" ? fields : JSON.stringify({ id: VIEW_ID, path: "/trades/plumbing", referrer: "", ...fields }),
  });
const judge = (request: Request) => visitFromBeacon(request, { pagePaths });

describe("what a beacon counts", () => {
  it("a person's view: day (UTC), page without its language prefix, language, UTM fields, referrer host, no variant", async () => {
    expect(
      await judge(
        beacon({
          path: "/es/trades/plumbing",
          referrer: "News.Example.com",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: " fall ",
        }),
      ),
    ).toEqual({
      visit: {
        day: "2026-11-02",
        viewId: VIEW_ID,
        page: "/trades/plumbing",
        language: "es",
        source: "google",
        medium: "cpc",
        campaign: "fall",
        referrer: "news.example.com",
        variant: "",
      },
    });
    expect(await judge(beacon({ path: "/es" }))).toMatchObject({ visit: { page: "/", language: "es" } });
  });

  it("takes the campaign from the attribution cookie's last touch when there is one", async () => {
    const touch = (utm_campaign: string) => ({
      utm_source: "mail",
      utm_medium: "email",
      utm_campaign,
      landing_path: "/",
      date: "2026-11-01",
    });
    const cookie = (
      await serializeAttribution({ first_touch: touch("first"), last_touch: touch("last") }, attributionSecrets(env.SESSION_SECRET))
    ).split(";")[0];
    expect(await judge(beacon({ utm_source: "ignored" }, { Cookie: cookie }))).toMatchObject({
      visit: { source: "mail", medium: "email", campaign: "last" },
    });
  });

  it("counts the view under the visitor's own assignment (tv_exp), whatever variant the beacon claims", async () => {
    // The seed's running experiment on home: these ids are bucketed into the control and the variant.
    const control = "00000000-0000-4000-8000-000000000001";
    const variant = "00000000-0000-4000-8000-000000000002";
    const judgeVariant = (claim: string, headers: Record<string, string> = {}) =>
      visitFromBeacon(beacon({ path: "/es", variant: claim }, headers), { pagePaths, assignedVariant });
    expect(await judgeVariant("home-hero-heading:missed-calls", { Cookie: `tv_exp=${control}` })).toMatchObject({
      visit: { variant: "home-hero-heading:control" },
    });
    expect(await judgeVariant("", { Cookie: `tv_exp=${variant}` })).toMatchObject({ visit: { variant: "home-hero-heading:missed-calls" } });
    expect(await judgeVariant("home-hero-heading:missed-calls")).toMatchObject({ visit: { variant: "" } });
    expect(await judgeVariant("home-hero-heading:missed-calls", { Cookie: `tv_exp=${variant}`, DNT: "1" })).toEqual({
      refused: "opted-out",
    });
    expect(
      await visitFromBeacon(beacon({ variant: "home-hero-heading:missed-calls" }, { Cookie: `tv_exp=${variant}` }), {
        pagePaths,
        assignedVariant,
      }),
    ).toMatchObject({ visit: { page: "/trades/plumbing", variant: "" } });
  });

  it("leaves out a referrer that is the site itself", async () => {
    expect(await judge(beacon({ referrer: `www.${new URL(env.SITE_URL).host}` }))).toMatchObject({ visit: { referrer: "" } });
  });

  it.each([
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "bot"],
    ["a headless browser", { "User-Agent": BROWSER.replace("Chrome/", "HeadlessChrome/") }, "bot"],
    ["no user agent", { "User-Agent": "" }, "bot"],
    ["Global Privacy Control", { "Sec-GPC": "1" }, "opted-out"],
    ["Do Not Track", { DNT: "1" }, "opted-out"],
    ["a prefetch", { "Sec-Purpose": "prefetch" }, "prefetch"],
    ["a prerender", { "Sec-Purpose": "prefetch;prerender" }, "prefetch"],
    ["an old-style prefetch", { Purpose: "prefetch" }, "prefetch"],
  ])("does not count %s", async (_, headers, refused) => {
    expect(await judge(beacon({}, headers))).toEqual({ refused });
  });

  it("does not count a preview session's views", async () => {
    const cookie = (await startPreviewSession()).get("Set-Cookie")!.split(";")[0];
    expect(await judge(beacon({}, { Cookie: cookie }))).toEqual({ refused: "preview" });
  });

  it.each([
    ["a health check", "/healthz"],
    ["the readiness check", "/readyz"],
    ["a made-up page", "/trades/made-up"],
    ["an API route", "/api/visits"],
  ])("does not count %s (not a published page)", async (_, path) => {
    expect(await judge(beacon({ path }))).toEqual({ refused: "not-a-page" });
  });

  it.each([
    ["not JSON", "{"],
    ["no view id", JSON.stringify({ path: "/" })],
    ["a view id that is no UUID", JSON.stringify({ id: "1", path: "/" })],
    ["a relative path", JSON.stringify({ id: VIEW_ID, path: "trades" })],
    ["an over-long path", JSON.stringify({ id: VIEW_ID, path: `/${"a".repeat(300)}` })],
    ["an over-long campaign", JSON.stringify({ id: VIEW_ID, path: "/", utm_campaign: "c".repeat(101) })],
    ["a referrer that is no host", JSON.stringify({ id: VIEW_ID, path: "/", referrer: "https://a.example/path" })],
    ["a body over 2 KB", JSON.stringify({ id: VIEW_ID, path: "/", pad: "x".repeat(2048) })],
    ["a broken percent-encoding", JSON.stringify({ id: VIEW_ID, path: "/%E0%A4%A" })],
  ])("refuses %s as malformed", async (_, body) => {
    expect(await judge(beacon(body))).toEqual({ refused: "malformed" });
  });
});
