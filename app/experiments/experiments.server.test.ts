import { describe, expect, it } from "vitest";
import { startPreviewSession } from "~/sanity/preview.server";
import { pageExperiments, pageVariant } from "./experiments.server";

/** The seed's running experiment on the home hero heading; its ids are bucketed as tests/support/experiments.ts says. */
const CONTROL_VISITOR = "00000000-0000-4000-8000-000000000001";
const VARIANT_VISITOR = "00000000-0000-4000-8000-000000000002";
const VARIANT_TEXT = {
  en: "Never miss a job call again: AI voice assistants for the trades",
  es: "No pierda otra llamada de trabajo: asistentes de voz con IA para los oficios",
};
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers: { "User-Agent": BROWSER, ...headers } });

describe("pageExperiments (loaders and lead actions)", () => {
  it("reads the visitor from tv_exp: each visitor's variant, in the page's language", async () => {
    expect(await pageExperiments(get("/", { Cookie: `tv_exp=${VARIANT_VISITOR}` }), {})).toEqual({
      texts: { heroHeading: VARIANT_TEXT.en },
      variant: "home-hero-heading:missed-calls",
    });
    expect(await pageExperiments(get("/es", { Cookie: `tv_exp=${VARIANT_VISITOR}` }), {})).toEqual({
      texts: { heroHeading: VARIANT_TEXT.es },
      variant: "home-hero-heading:missed-calls",
    });
    expect(await pageExperiments(get("/", { Cookie: `tv_exp=${CONTROL_VISITOR}` }), {})).toEqual({
      texts: {},
      variant: "home-hero-heading:control",
    });
  });

  it("takes the id the server's middleware gave a new visitor, and its null for the control", async () => {
    expect(await pageExperiments(get("/"), { experimentVisitor: VARIANT_VISITOR })).toMatchObject({
      variant: "home-hero-heading:missed-calls",
    });
    expect(await pageExperiments(get("/", { Cookie: `tv_exp=${VARIANT_VISITOR}` }), { experimentVisitor: null })).toEqual({
      texts: {},
      variant: "",
    });
  });

  it("shows GPC, DNT, bots and visitors without the cookie the control, counted nowhere", async () => {
    const cookie = `tv_exp=${VARIANT_VISITOR}`;
    const cases: Record<string, string>[] = [
      { Cookie: cookie, "Sec-GPC": "1" },
      { Cookie: cookie, DNT: "1" },
      { Cookie: cookie, "User-Agent": "Googlebot/2.1" },
      {},
    ];
    for (const headers of cases) {
      expect(await pageExperiments(get("/", headers), undefined)).toEqual({ texts: {}, variant: "" });
    }
  });

  it("lets a preview session see any variant with ?variant=, uncounted; elsewhere ?variant= changes nothing", async () => {
    const preview = (await startPreviewSession()).get("Set-Cookie")!.split(";")[0];
    expect(await pageExperiments(get("/?variant=missed-calls", { Cookie: preview }), {})).toEqual({
      texts: { heroHeading: VARIANT_TEXT.en },
      variant: "",
    });
    expect(await pageExperiments(get("/?variant=missed-calls", { Cookie: `tv_exp=${CONTROL_VISITOR}` }), {})).toEqual({
      texts: {},
      variant: "home-hero-heading:control",
    });
  });
});

describe("pageVariant (the page cache's key)", () => {
  it("is the variant dimension of the page for the visitor, and none on other pages or without a visitor", async () => {
    expect(await pageVariant({ path: "/es", visitorId: VARIANT_VISITOR })).toBe("home-hero-heading:missed-calls");
    expect(await pageVariant({ path: "/", visitorId: CONTROL_VISITOR })).toBe("home-hero-heading:control");
    expect(await pageVariant({ path: "/trades/plumbing", visitorId: VARIANT_VISITOR })).toBe("");
    expect(await pageVariant({ path: "/", visitorId: null })).toBe("");
  });
});
