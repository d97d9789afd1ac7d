import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setClock } from "../../tests/support/clock";
import { TelephonyError, type Telephony } from "~/services/telephony.server";
import { openLeadStore, type TestLeadStore } from "../../tests/support/lead-store";
import { nextAttemptAt, runForward, runPendingForwards } from "./outbox.server";

let dir: string;
let store: TestLeadStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-"));
  store = openLeadStore({ driver: "fs", dir });
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.dispose();
  await rm(dir, { recursive: true, force: true });
});

const lead = { name: "Jane Doe", company_name: "Acme Plumbing", email: "jane@acme.test", phone: "+12125550123" };
const mailing = { addContact: vi.fn(async () => ({ ok: true }) as const), sendEmail: vi.fn(async () => ({ ok: true }) as const) };

/** A telephony whose answers are scripted per call; it counts what it was asked. */
function scriptedTelephony(...starts: (() => Promise<{ callId: string }>)[]) {
  const placed: string[] = [];
  const telephony: Telephony & { started: number; lookedUp: number } = {
    started: 0,
    lookedUp: 0,
    async startDemoCall(request) {
      const next = starts[telephony.started++];
      const result = await next();
      placed.push(request.demoRequestId);
      return result;
    },
    async findDemoCall(id) {
      telephony.lookedUp += 1;
      return placed.includes(id) ? { callId: `call_${id}` } : null;
    },
  };
  return { telephony, placed };
}

describe("outbox", () => {
  it("backs off from 30 s, doubling, up to an hour", () => {
    setClock(0);
    expect([1, 2, 3, 10].map((attempts) => nextAttemptAt(attempts))).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it("keeps a failed call with its reason, then asks the provider before calling again", async () => {
    const { telephony } = scriptedTelephony(
      () => Promise.reject(new TelephonyError("timeout", "Request timed out.")),
      async () => ({ callId: "call_second" }),
    );
    const { record } = await store.accept("demo-call", lead, ["call"]);
    const ref = { kind: "demo-call", id: record.id, target: "call" } as const;

    const first = await runForward(store, { telephony, mailing }, ref, { record });
    expect(first).toMatchObject({ status: "failed", cause: "timeout", reason: "Request timed out." });
    expect(await store.forwardState(ref)).toMatchObject({ status: "failed", attempts: 1, reason: "Request timed out." });
    expect(await store.pendingForwards(Date.now())).toEqual([]);

    expect(await runPendingForwards(store, { telephony, mailing })).toEqual([{ ref, status: "done" }]);
    expect(telephony.lookedUp).toBe(1);
    expect(telephony.started).toBe(2);
    expect(await store.findById("demo-call", record.id)).toMatchObject({ status: "calling", provider_call_id: "call_second" });
    // Done is done: nothing is queued, a further run asks nobody.
    expect(await runPendingForwards(store, { telephony, mailing })).toEqual([]);
    expect(telephony.started).toBe(2);
  });

  it("never calls again when an earlier attempt that failed here did place the call", async () => {
    const { telephony, placed } = scriptedTelephony(async () => ({ callId: "call_late" }));
    const { record } = await store.accept("demo-call", lead, ["call"]);
    const ref = { kind: "demo-call", id: record.id, target: "call" } as const;
    // The first attempt reached the provider, but its answer was lost (e.g. a timeout after the call was placed).
    expect(await store.claimFirstCall(record.id)).toBe(true);
    placed.push(record.id);

    expect(await runForward(store, { telephony, mailing }, ref)).toEqual({ ref, status: "done" });
    expect(telephony.started).toBe(0);
    expect(await store.findById("demo-call", record.id)).toMatchObject({ status: "calling", provider_call_id: `call_${record.id}` });
  });

  it("runs a forward in one worker at a time", async () => {
    let release!: () => void;
    const { telephony } = scriptedTelephony(() => new Promise((resolve) => (release = () => resolve({ callId: "call_1" }))));
    const { record } = await store.accept("demo-call", lead, ["call"]);
    const ref = { kind: "demo-call", id: record.id, target: "call" } as const;
    const first = runForward(store, { telephony, mailing }, ref);
    await vi.waitFor(() => expect(telephony.started).toBe(1));
    expect(await runForward(store, { telephony, mailing }, ref)).toEqual({ ref, status: "busy" });
    release();
    expect(await first).toEqual({ ref, status: "done" });
    expect(telephony.started).toBe(1);
  });

  it("does not retry a number the provider refused, until asked to", async () => {
    const { telephony } = scriptedTelephony(() => Promise.reject(new TelephonyError("rejected", "422 not reachable")));
    const { record } = await store.accept("demo-call", lead, ["call"]);
    const ref = { kind: "demo-call", id: record.id, target: "call" } as const;
    await runForward(store, { telephony, mailing }, ref);
    expect(await store.pendingForwards(Date.now() + 10 * 365 * 86_400_000)).toEqual([]);
    expect(await store.pendingForwards()).toEqual([ref]);
  });

  it("adds the mailing contact with the lead's names, keeping a failure's reason", async () => {
    const failing = { ...mailing, addContact: vi.fn(async () => ({ ok: false, reason: "internal_server_error: down" }) as const) };
    const { record } = await store.accept(
      "demo-signup",
      {
        first_name: "Jane",
        last_name: "van Doe",
        email: "jane@acme.test",
        company: "Acme",
        phone: "+12125550123",
        industry: "HVAC-R",
        employee_count: "6-10",
        referral_source: "Industry Event",
      },
      ["mailing"],
    );
    const ref = { kind: "demo-signup", id: record.id, target: "mailing" } as const;
    const { telephony } = scriptedTelephony();
    expect(await runForward(store, { telephony, mailing: failing }, ref)).toMatchObject({
      status: "failed",
      reason: "internal_server_error: down",
    });
    expect(failing.addContact).toHaveBeenCalledWith({
      email: "jane@acme.test",
      firstName: "Jane",
      lastName: "van Doe",
      properties: { language: "en" },
    });
    expect(await store.forwardState(ref)).toMatchObject({ status: "failed", attempts: 1, reason: "internal_server_error: down" });
  });
});
