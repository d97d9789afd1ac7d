import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import IORedis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstashTestServer, type UpstashTestServer } from "../../tests/mocks/upstash-server";
import { LEAD_ID_PATTERN } from "./lead-id.server";
import { createLeadStore, StoreUnavailableError, type LeadStore, type LeadStoreOptions } from "./store.server";

// CI sets REDIS_URL: then the Redis backends must run and fail loudly when Redis is down (never skip).
const redisUrl = process.env.REDIS_URL;
const runId = `test-${process.pid}-${Date.now()}`;

const demoCall = (email: string, name = "Jane Doe") => ({
  name,
  company_name: "Acme Plumbing",
  email,
  phone: "+12125550123",
});

function contract(name: string, makeOptions: () => Promise<LeadStoreOptions>) {
  describe(`lead store contract: ${name}`, () => {
    let store: LeadStore;
    beforeAll(async () => {
      store = createLeadStore(await makeOptions());
    });
    afterAll(async () => {
      await store?.dispose();
    });

    it("creates a demo call with a generated id, fixed assistant and pending status", async () => {
      const record = await store.create("demo-call", demoCall("jane@acme.test"));
      expect(record).toMatchObject({ ...demoCall("jane@acme.test"), assistant: "paris", status: "pending" });
      expect(record.id).toMatch(LEAD_ID_PATTERN);
      expect(new Date(record.created_at).toISOString()).toBe(record.created_at);
      expect(await store.findById("demo-call", record.id)).toEqual(record);
      expect(await store.findById("demo-call", "01ARZ3NDEKTSV4RRFFQ69G5FAV")).toBeNull();
    });

    it("finds the newest lead by email (case-insensitive) and lists newest first", async () => {
      const first = await store.create("report-download", {
        email: "owner@shop.test",
        name: "First",
        company_name: "Shop",
        zip_code: "12345",
        report_name: "2025-appliance-repair-ai",
      });
      const other = await store.create("report-download", {
        email: "other@shop.test",
        name: "Other",
        company_name: "Shop",
        zip_code: "12345",
        report_name: "2025-appliance-repair-ai",
      });
      const second = await store.create("report-download", { ...first, name: "Second", email: "Owner@Shop.test" } as never);
      expect((await store.findLatestByEmail("report-download", "owner@shop.test"))?.id).toBe(second.id);
      expect(await store.findLatestByEmail("report-download", "nobody@shop.test")).toBeNull();
      expect((await store.list("report-download")).map((r) => r.id)).toEqual([second.id, other.id, first.id]);
    });

    it("records a demo call's outcome once", async () => {
      const calling = await store.create("demo-call", demoCall("a@acme.test"));
      await store.updateStatus(calling.id, { status: "calling", provider_call_id: "call_123" });
      expect(await store.findById("demo-call", calling.id)).toMatchObject({ status: "calling", provider_call_id: "call_123" });
      await expect(store.updateStatus(calling.id, { status: "failed", failure_reason: "late" })).rejects.toThrow();

      const failed = await store.create("demo-call", demoCall("b@acme.test"));
      await store.updateStatus(failed.id, { status: "failed", failure_reason: "provider 500" });
      expect(await store.findById("demo-call", failed.id)).toMatchObject({ status: "failed", failure_reason: "provider 500" });
    });

    it("allows exactly `limit` of 50 concurrent hits", async () => {
      const key = `${runId}:${name}:burst`;
      const results = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 10, 60)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect((await store.hit(`${runId}:${name}:other`, 10, 60)).allowed).toBe(true);
    });
  });
}

let fsDir = "";
contract("fs (default)", async () => {
  fsDir = await mkdtemp(join(tmpdir(), "leads-"));
  return { driver: "fs", dir: fsDir };
});
afterAll(async () => {
  if (fsDir) await rm(fsDir, { recursive: true, force: true });
});

describe.runIf(redisUrl)("Redis-backed stores", () => {
  const prefix = `tradevoice-test:${runId}`;
  let upstash: UpstashTestServer;
  afterAll(async () => {
    await upstash?.close();
    // Leave nothing behind in the shared Redis.
    const redis = new IORedis(redisUrl!, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  contract("redis (ioredis)", async () => ({ driver: "redis", url: redisUrl!, prefix: `${prefix}:redis` }));
  contract("upstash (@upstash/redis via the REST test server)", async () => {
    upstash = await startUpstashTestServer(redisUrl!);
    return { driver: "upstash", url: upstash.url, token: upstash.token, prefix: `${prefix}:upstash` };
  });
});

describe("an unreachable Redis", () => {
  it("fails within about a second with StoreUnavailableError", async () => {
    const store = createLeadStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "unreachable" });
    const started = performance.now();
    await expect(store.create("demo-call", demoCall("x@acme.test"))).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(3000);
    await store.dispose();
  });
});
