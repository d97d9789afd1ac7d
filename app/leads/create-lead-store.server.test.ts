import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isValid as isLeadId } from "ulid";
import { startHangingServer } from "../../tests/mocks/hanging-server";
import { describeEachDriver } from "../../tests/support/store-contracts";
import { testKeyPrefix } from "../../tests/support/test-redis";
import { StoreUnavailableError } from "./create-lead-store.server";
import { openLeadStore } from "../../tests/support/lead-store";
import { createSpool } from "./spool.server";

// The Redis backends run whenever a Redis answers (REDIS_URL, else the default address); with REDIS_URL set they
// fail loudly when it is down (never skip).
const runId = testKeyPrefix("leads");

const signup = (email: string) => ({
  first_name: "Jane",
  last_name: "Doe",
  email,
  company: "Acme Plumbing",
  phone: "+12125550123",
  industry: "HVAC-R",
  employee_count: "6-10",
  referral_source: "Industry Event",
});

const demoCall = (email: string, name = "Jane Doe") => ({
  name,
  company_name: "Acme Plumbing",
  email,
  phone: "+12125550123",
});

describeEachDriver("lead store contract", runId, { open: openLeadStore, close: (store) => store.dispose() }, (store, name) => {
  it("creates a demo call with a generated id, fixed assistant and pending status", async () => {
    const { record } = await store().accept("demo-call", demoCall("jane@acme.test"), []);
    expect(record).toMatchObject({ ...demoCall("jane@acme.test"), assistant: "paris", status: "pending" });
    expect(isLeadId(record.id)).toBe(true);
    expect(new Date(record.created_at).toISOString()).toBe(record.created_at);
    expect(await store().findById("demo-call", record.id)).toEqual(record);
    expect(await store().findById("demo-call", "01ARZ3NDEKTSV4RRFFQ69G5FAV")).toBeNull();
  });

  it("lists newest first", async () => {
    const download = { company_name: "Shop", zip_code: "12345", report_name: "2025-appliance-repair-ai" };
    const { record: first } = await store().accept("report-download", { ...download, email: "owner@shop.test", name: "First" }, []);
    const { record: other } = await store().accept("report-download", { ...download, email: "other@shop.test", name: "Other" }, []);
    const { record: second } = await store().accept("report-download", { ...download, email: "Owner@Shop.test", name: "Second" }, []);
    expect((await store().list("report-download")).map((r) => r.id)).toEqual([second.id, other.id, first.id]);
  });

  it("records a demo call's outcome once (its call forward)", async () => {
    const { record: calling } = await store().accept("demo-call", demoCall("a@acme.test"), ["call"]);
    const call = { kind: "demo-call", id: calling.id, target: "call" } as const;
    await store().recordForward(call, { status: "done", attempts: 1, result: "call_123" });
    expect(await store().findById("demo-call", calling.id)).toMatchObject({ status: "calling", provider_call_id: "call_123" });
    await expect(store().recordForward(call, { status: "failed", attempts: 2, reason: "late" })).rejects.toThrow();

    const { record: failed } = await store().accept("demo-call", demoCall("b@acme.test"), ["call"]);
    await store().recordForward({ ...call, id: failed.id }, { status: "failed", attempts: 1, reason: "provider 500", next_at: 0 });
    expect(await store().findById("demo-call", failed.id)).toMatchObject({ status: "failed", failure_reason: "provider 500" });
  });

  it("queues forwards until done, each lease and first call claim taken once", async () => {
    const { record, spooled } = await store().accept("demo-signup", signup("queue@acme.test"), ["mailing"]);
    expect(spooled).toBe(false);
    const mailing = { kind: "demo-signup", id: record.id, target: "mailing" } as const;
    expect(await store().pendingForwards()).toContainEqual(mailing);
    // Owed but never tried: no state yet (the lead's value says what it owes).
    expect(await store().forwardState(mailing)).toBeNull();
    expect(await store().unfinishedForwards({ untriedOnly: true })).toContainEqual(mailing);
    // Exactly one of two racing callers gets it (either one).
    expect((await Promise.all([store().leaseForward(mailing, 60), store().leaseForward(mailing, 60)])).sort()).toEqual([false, true]);
    await store().recordForward(mailing, { status: "failed", attempts: 1, reason: "down", next_at: Date.now() + 60_000 });
    expect(await store().pendingForwards(Date.now())).not.toContainEqual(mailing);
    expect(await store().pendingForwards()).toContainEqual(mailing);
    await store().recordForward(mailing, { status: "done", attempts: 2 });
    expect(await store().pendingForwards()).not.toContainEqual(mailing);
    expect(await store().unfinishedForwards()).not.toContainEqual(mailing);
    expect((await store().list("demo-signup")).find((lead) => lead.id === record.id)?.forwards).toEqual({
      mailing: { status: "done", attempts: 2 },
    });
    expect((await Promise.all([store().claimFirstCall(record.id), store().claimFirstCall(record.id)])).sort()).toEqual([false, true]);
  });

  it("counts 50 concurrent hits exactly once each, in a window that ends when it said", async () => {
    const key = `${runId}:${name}:burst`;
    const hits = await Promise.all(Array.from({ length: 50 }, () => store().keyValues.incrementWindow(key, 60, 1)));
    expect(hits.map(({ count }) => count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(hits.every(({ msLeft }) => msLeft > 55_000 && msLeft <= 60_000)).toBe(true);
    expect((await store().keyValues.incrementWindow(`${runId}:${name}:other`, 60, 3)).count).toBe(3);
    expect((await store().keyValues.incrementWindow(`${runId}:${name}:other`, 60, -1)).count).toBe(2);
  });
});

describe("an unreachable Redis", () => {
  it("sends accepted leads to the spool, and the flush moves each into the store once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "spool-"));
    const spool = createSpool(dir);
    const down = openLeadStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "unreachable", spool });
    const { record, spooled } = await down.accept("demo-call", demoCall("spool@acme.test"), ["call", "mailing"]);
    expect(spooled).toBe(true);
    expect(await spool.pending()).toBe(1);
    await expect(down.flushSpool()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await spool.pending()).toBe(1);
    await down.dispose();

    // The store is back (here: files); flushing twice still stores the lead once, with its forwards queued.
    const back = openLeadStore({ driver: "fs", dir: join(dir, "store"), spool });
    await back.accept("demo-call", demoCall("other@acme.test"), []);
    expect(await back.flushSpool()).toBe(1);
    expect(await back.flushSpool()).toBe(0);
    expect(await spool.pending()).toBe(0);
    expect((await back.list("demo-call")).filter((lead) => lead.id === record.id)).toEqual([
      {
        ...record,
        forwards: { call: expect.objectContaining({ status: "pending" }), mailing: expect.objectContaining({ status: "pending" }) },
      },
    ]);
    await back.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers 503 (throws) when the spool cannot be written either", async () => {
    const dir = await mkdtemp(join(tmpdir(), "no-disk-"));
    const notADirectory = join(dir, "file");
    await writeFile(notADirectory, "");
    const down = openLeadStore({
      driver: "redis",
      url: "redis://127.0.0.1:1",
      prefix: "unreachable",
      spool: createSpool(join(notADirectory, "spool")),
    });
    await expect(down.accept("demo-call", demoCall("x@acme.test"), [])).rejects.toBeInstanceOf(StoreUnavailableError);
    await down.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("fails within about a second with StoreUnavailableError", async () => {
    const store = openLeadStore({ driver: "redis", url: "redis://127.0.0.1:1", prefix: "unreachable" });
    const started = performance.now();
    await expect(store.accept("demo-call", demoCall("x@acme.test"), [])).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(3000);
    await store.dispose();
  });
});

describe("an Upstash that never answers", () => {
  it("times out every operation, reads included, and spools the lead", async () => {
    const hanging = await startHangingServer();
    const dir = await mkdtemp(join(tmpdir(), "spool-"));
    const store = openLeadStore({
      driver: "upstash",
      url: hanging.url,
      token: "t",
      prefix: "hang",
      timeoutMs: 300,
      breakerMs: 0,
      spool: createSpool(dir),
    });
    try {
      for (const operation of [
        () => store.findById("report-download", "01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        () => store.list("demo-call"),
        () => store.keyValues.get("shared:revision"),
        () => store.ping(),
      ]) {
        const started = performance.now();
        await expect(operation()).rejects.toBeInstanceOf(StoreUnavailableError);
        // One retry: two timeouts and a short pause.
        expect(performance.now() - started).toBeLessThan(2_000);
      }
      const { spooled } = await store.accept("demo-call", demoCall("hang@acme.test"), ["call"]);
      expect(spooled).toBe(true);
    } finally {
      await store.dispose();
      await hanging.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
