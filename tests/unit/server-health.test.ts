import { afterEach, describe, expect, it, vi } from "vitest";
import { readiness } from "../../server/health.ts";

/** Calls the handler with a stand-in response and resolves with what it answered. */
function answer(handler: ReturnType<typeof readiness>) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    let status = 0;
    const res = {
      set: () => res,
      status: (code: number) => ((status = code), res),
      json: (body: unknown) => resolve({ status, body }),
    };
    void handler({} as never, res as never);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("readiness", () => {
  it("is ready when every check passes", async () => {
    expect(await answer(readiness({ store: async () => {}, content: async () => "reachable" }, () => false))).toEqual({
      status: 200,
      body: { ready: true, failed: [] },
    });
  });

  it("names the failed checks and logs why, without telling the caller", async () => {
    const stderr = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const result = await answer(
      readiness({ store: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:6379")), content: async () => {} }, () => false),
    );
    expect(result).toEqual({ status: 503, body: { ready: false, failed: ["store"] } });
    expect(String(stderr.mock.calls[0][0])).toContain("ECONNREFUSED");
  });

  it("fails a check that does not answer within 3 s", async () => {
    vi.useFakeTimers();
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const pending = answer(readiness({ store: async () => {}, content: () => new Promise(() => {}) }, () => false));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await pending).toEqual({ status: 503, body: { ready: false, failed: ["content"] } });
  });

  it("fails while the process shuts down, so the load balancer drains it", async () => {
    expect(await answer(readiness({ store: async () => {} }, () => true))).toEqual({
      status: 503,
      body: { ready: false, failed: ["shutdown"] },
    });
  });
});
