import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionGuard, bodyLimit, methodGuard } from "../../server/request-guards.ts";
import type { RouteResolution } from "../../server/route-resolution.ts";

const LIMIT = 1024;
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  // A route resolution as route-resolution.ts makes it: /no-action is a page without an action.
  app.use((req, res, next) => {
    const hasAction = !req.path.startsWith("/no-action");
    res.locals.route = {
      routeId: "routes/page",
      kind: "document",
      hasAction,
      policy: { crossSite: "mark", bodyLimitBytes: LIMIT },
    } satisfies RouteResolution;
    next();
  });
  app.use(methodGuard, actionGuard, bodyLimit());
  app.all("*", (req, res) => {
    res.json({ bytes: Buffer.isBuffer(req.body) ? req.body.length : null, text: Buffer.isBuffer(req.body) ? req.body.toString() : null });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (bytes: number) =>
  Readable.toWeb(
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += 256) yield Buffer.alloc(256, "a");
      })(),
    ),
  ) as ReadableStream;

describe("methodGuard", () => {
  it.each(["OPTIONS", "PUT", "DELETE", "PATCH"])("answers %s with 405 and Allow", async (method) => {
    const response = await fetch(base, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("lets GET, HEAD and POST through", async () => {
    for (const method of ["GET", "HEAD", "POST"]) expect((await fetch(base, { method })).status).toBe(200);
  });
});

describe("actionGuard", () => {
  it("answers a POST to a route without an action 405 with Allow, before its body is read; other methods pass", async () => {
    const response = await fetch(`${base}/no-action`, { method: "POST", body: "a=1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).toBe("Method Not Allowed");
    expect((await fetch(`${base}/no-action`)).status).toBe(200);
  });
});

describe("bodyLimit", () => {
  it("hands a body within the limit on, byte for byte", async () => {
    const body = "name=Ann&phone=%2B12125550123";
    expect(
      await (await fetch(base, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } })).json(),
    ).toEqual({
      bytes: body.length,
      text: body,
    });
    expect(await (await fetch(base, { method: "POST", body: chunked(LIMIT), duplex: "half" })).json()).toMatchObject({ bytes: LIMIT });
  });

  it("refuses a declared Content-Length over the limit with 413", async () => {
    const response = await fetch(base, { method: "POST", body: Buffer.alloc(LIMIT + 1) });
    expect(response.status).toBe(413);
  });

  it("refuses a streamed body once it passes the limit", async () => {
    const response = await fetch(base, { method: "POST", body: chunked(LIMIT * 8), duplex: "half" });
    expect(response.status).toBe(413);
  });

  it("refuses a compressed body (415) instead of inflating it", async () => {
    const response = await fetch(base, { method: "POST", body: "x", headers: { "content-encoding": "gzip" } });
    expect(response.status).toBe(415);
  });
});
