import { describe, expect, it } from "vitest";
import { loader } from "~/routes/media.$";

const get = (splat: string) => loader({ params: { "*": splat }, request: new Request(`http://localhost/media/${splat}`), context: {} });

describe("/media/*", () => {
  it("serves a seed SVG with a policy that forbids script", async () => {
    const response = await get("images/home-hero.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await response.text()).toContain("<svg");
  });

  it("serves seed audio as mpeg", async () => {
    const response = await get("audio/sample-csr.mp3");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/mpeg");
  });

  it.each([
    "images/../production.ndjson",
    "../production.ndjson",
    "images/..%2F..%2Fpackage.json",
    "images/.hidden.svg",
    "images/nested/file.svg",
    "images/no-such-file.svg",
    "images/notes.txt",
    "scripts/validate-seed.ts",
    "",
  ])("404s for %j", async (splat) => {
    expect((await get(splat)).status).toBe(404);
  });
});
