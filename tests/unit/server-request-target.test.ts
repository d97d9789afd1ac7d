import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { MAX_PATH_SEGMENTS, rejectMalformed, targetProblem } from "../../server/request-target.ts";

const problem = (url: string, host: string | undefined = "tradevoice.example") => targetProblem({ url, headers: { host } });

describe("targetProblem", () => {
  it("lets the site's own targets through", () => {
    for (const url of [
      "/",
      "/demo",
      "/Demo.data",
      "/es/blog/category/x/page/2",
      "/_root.data?index",
      "/?utm_source=x%E2%80%AE&utm_campaign=%zz",
      "/%64emo",
      "/se%C3%B1al",
      "/a|b^c[d]",
      "/trades/plumbing/",
    ]) {
      expect([url, problem(url)]).toEqual([url, null]);
    }
    expect(problem("/", "[::1]:3000")).toBeNull();
    expect(problem("/", undefined)).toBeNull();
  });

  it("refuses a target that cannot be a request for this site with 400", () => {
    for (const url of [
      "//",
      "//?utm_source=x",
      "///",
      "//:",
      "//a:b",
      "//[",
      "http://tradevoice.example/",
      "*",
      "tradevoice.example:443",
      "/%zz",
      "/a%",
      "/a%2",
      "/%00",
      "/%0d%0aSet-Cookie:x",
      "/%0A",
      "/%c0%ae",
      "/%ff",
      "/a/../insights",
      "/%2e%2e/insights",
      "/.%2E/x",
      "/./demo",
      "/\\evil.example/x",
      "/a b",
      "/a#b",
      "/é",
      "/<script>",
      "/%5c",
      "/a%5Cevil.example",
      "/?_data=routes%2Finsights",
      "/insights?a=1&_data=root",
    ]) {
      expect([url, problem(url)?.status]).toEqual([url, 400]);
    }
    expect(problem("/", "evil.example/x")?.status).toBe(400);
    expect(problem("/", "")?.status).toBe(400);
  });

  it("refuses an overlong path, target or segment count with 414", () => {
    expect(problem("/x".repeat(5_000))?.status).toBe(414);
    expect(problem(`/${"a".repeat(1_100)}`)?.status).toBe(414);
    expect(problem(`/?q=${"a".repeat(5_000)}`)?.status).toBe(414);
    expect(problem("/a".repeat(MAX_PATH_SEGMENTS))).toBeNull();
    expect(problem("/a".repeat(MAX_PATH_SEGMENTS + 1))?.status).toBe(414);
  });

  it("decides a 10 KB path in well under a millisecond", () => {
    const started = process.cpuUsage();
    for (let i = 0; i < 100; i++) problem("/x".repeat(5_000));
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 100).toBeLessThan(1_000);
  });
});

describe("rejectMalformed", () => {
  it("answers a plain 400 and closes the connection before the site's listener runs", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const site = vi.fn((_req: unknown, res: { end: (text: string) => void }) => res.end("site"));
    const server = createServer(rejectMalformed(site));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (line: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("close", () => resolve(answer));
        socket.write(`${line}\r\nHost: localhost\r\n\r\n`);
      });
    try {
      const refused = await raw("GET // HTTP/1.1");
      expect(refused).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(refused).toMatch(/\r\nConnection: close\r\n/i);
      expect(refused.endsWith("\r\n\r\nBad Request")).toBe(true);
      expect(site).not.toHaveBeenCalled();
      expect(await raw("GET /ok HTTP/1.0")).toMatch(/site$/);
      expect(site).toHaveBeenCalledTimes(1);
    } finally {
      server.close();
      vi.restoreAllMocks();
    }
  });
});
