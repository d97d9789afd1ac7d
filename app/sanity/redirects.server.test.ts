import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import type { Redirect } from "./redirects";
import { notFound, redirectFor } from "./redirects.server";

/** Redirects a test puts in place of the seed's. */
const stub = vi.hoisted(() => ({ redirects: undefined as Redirect[] | undefined }));
vi.mock("./client.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./client.server")>();
  return { ...actual, fetchContent: (...args: Parameters<typeof actual.fetchContent>) => stub.redirects ?? actual.fetchContent(...args) };
});

afterEach(() => {
  stub.redirects = undefined;
  vi.restoreAllMocks();
});

/** The JSON log lines written while `run` runs. */
async function logLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
  await run();
  vi.restoreAllMocks();
  return written.flatMap((text) => text.split("\n").filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const answer = (url: string) => redirectFor(new Request(`http://localhost${url}`));

describe("redirectFor over the seed", () => {
  it("answers the seed's redirects with 301, the visitor's query string and the pages' Cache-Control", async () => {
    const response = await answer("/plumbers?utm_source=flyer&_routes=root");
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe("/trades/plumbing?utm_source=flyer");
    expect(response?.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect((await answer("/es/plomeros/"))?.headers.get("Location")).toBe("/es/trades/plumbing");
  });

  it("answers nothing where no redirect starts", async () => {
    expect(await answer("/plumbers/more")).toBeUndefined();
    expect(await answer("/trades/plumbing")).toBeUndefined();
  });

  it("makes notFound throw the redirect, else a 404", async () => {
    const redirect = await notFound(new Request("http://localhost/plumbers")).catch((error: unknown) => error);
    expect((redirect as Response).status).toBe(301);
    const missing = await notFound(new Request("http://localhost/no-such-page")).catch((error: unknown) => error);
    expect((missing as Response).status).toBe(404);
  });
});

describe("redirectFor over other redirects", () => {
  it("answers a chain in one temporary redirect when a hop is temporary", async () => {
    stub.redirects = [
      { from: "/a", to: "/b", permanent: true },
      { from: "/b", to: "https://example.com/c", permanent: false },
    ];
    const response = await answer("/a");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("https://example.com/c");
  });

  it("never follows a loop: no redirect (the page answers 404)", async () => {
    stub.redirects = [
      { from: "/a", to: "/b", permanent: true },
      { from: "/b", to: "/a", permanent: true },
    ];
    expect(await answer("/a")).toBeUndefined();
  });
});

describe("redirect targets checked when served (content written past the Studio)", () => {
  it.each([
    ["/\\evil.example", "another host (// or /\\)"],
    ["//evil.example", "another host (// or /\\)"],
    ["javascript:alert(document.cookie)", "neither a site path nor an https:// address"],
    ["http://example.com/x", "neither a site path nor an https:// address"],
    ["/a\r\nSet-Cookie: x=1", "control character"],
    ["https://example.com/\nx", "control character"],
    ["/\t/evil.example", "control character"],
  ])("answers 404 for %j and logs a warning with the redirect's path", async (to, problem) => {
    stub.redirects = [{ from: "/old", to, permanent: true }];
    let response: Response | undefined;
    const lines = await logLines(async () => (response = await answer("/old?utm_source=x")));
    expect(response).toBeUndefined();
    expect(lines).toEqual([expect.objectContaining({ level: "warn", event: "redirect-refused", path: "/old", problem })]);
    const thrown = await notFound(new Request("http://localhost/old")).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
  });

  it("percent-encodes a path for Location, keeping its escapes and the visitor's query", async () => {
    stub.redirects = [
      { from: "/senal", to: "/es/señal", permanent: true },
      { from: "/cafe", to: "/caf%C3%A9 menu?x=a b#top", permanent: false },
      { from: "/out", to: "https://example.com/ñ?q=1", permanent: true },
    ];
    expect((await answer("/senal"))?.headers.get("Location")).toBe("/es/se%C3%B1al");
    expect((await answer("/cafe?utm_source=flyer"))?.headers.get("Location")).toBe("/caf%C3%A9%20menu?x=a%20b&utm_source=flyer#top");
    expect((await answer("/out"))?.headers.get("Location")).toBe("https://example.com/%C3%B1?q=1");
  });
});
