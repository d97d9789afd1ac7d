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
});

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
