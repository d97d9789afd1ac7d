import { connect, type AddressInfo } from "node:net";
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
  // A route resolution as route-resolution.ts makes it: /no-action is a page without an action, /form a page whose
  // action reads a form, anything else a route that reads its own body.
  app.use((req, res, next) => {
    res.locals.route = {
      routeId: "routes/page",
      kind: "document",
      hasAction: !req.path.startsWith("/no-action"),
      policy: { crossSite: "mark", formPost: req.path.startsWith("/form"), bodyLimitBytes: LIMIT },
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

  it("answers a POST to a form action that is not a form 415 (Remix's formData() would throw a 500)", async () => {
    for (const headers of [{}, { "content-type": "application/json" }, { "content-type": "text/plain" }] as Record<string, string>[]) {
      expect((await fetch(`${base}/form`, { method: "POST", body: Buffer.from("a=1"), headers })).status).toBe(415);
    }
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "Application/X-WWW-Form-Urlencoded; charset=utf-8",
    ]) {
      expect((await fetch(`${base}/form`, { method: "POST", body: "a=1", headers: { "content-type": type } })).status).toBe(200);
    }
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

  it("answers a declared Content-Length over the limit at once, without waiting for a body that never comes", async () => {
    const { hostname, port } = new URL(base);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
        if (text.endsWith("Payload Too Large")) socket.destroy();
      });
      socket.on("close", () => resolve(text));
      socket.write("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10000000\r\n\r\n");
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
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
