import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { errorHandler } from "../../server/error-handler.ts";

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-1";
    next();
  });
  app.get("/boom", () => {
    throw new Error("secret detail");
  });
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("errorHandler", () => {
  it("answers a plain, uncached 500 and logs one JSON line with the request id, never the query string", async () => {
    const stderr = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const response = await fetch(`${base}/boom?email=ann%40example.com`);
    const lines = stderr.mock.calls.map(([chunk]) => String(chunk));
    stderr.mockRestore();

    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("Internal Server Error");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "error", event: "unhandled", requestId: "req-1", method: "GET", path: "/boom" });
    expect(lines[0]).toContain("secret detail");
    expect(lines[0]).not.toContain("example.com");
  });
});
