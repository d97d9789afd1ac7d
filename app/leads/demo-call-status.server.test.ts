import { describe, expect, it } from "vitest";
import { setClock } from "../../tests/support/clock";
import { useTestStore } from "../../tests/support/web-call-tests";
import { readDemoCallProgress, recordDemoCallStatus, withCallProgress } from "./demo-call-status.server";
import type { DemoCallRecord } from "./records";

const testStore = useTestStore("call-status");

const AT = new Date("2026-11-27T08:00:00Z");

describe("recording a demo call's provider status", () => {
  it("moves a call on, and never back from a final status (a late or reordered answer)", async () => {
    const store = testStore();
    setClock(AT);
    expect(await recordDemoCallStatus(store, "01LEAD", "call_1", { status: "ringing" })).toBe(true);
    expect(await recordDemoCallStatus(store, "01LEAD", "call_1", { status: "in-progress", durationSeconds: 4 })).toBe(true);
    const ended = { status: "ended" as const, durationSeconds: 61, endedReason: "user_hangup" };
    expect(await recordDemoCallStatus(store, "01LEAD", "call_1", ended)).toBe(true);
    expect(await recordDemoCallStatus(store, "01LEAD", "call_1", { status: "in-progress", durationSeconds: 30 })).toBe(false);
    expect(await readDemoCallProgress(store, "01LEAD")).toEqual({ ...ended, callId: "call_1", at: AT.toISOString() });
    // The key names the lead only: nothing personal.
    expect(await store.keys("call-progress")).toEqual(["call-progress:01LEAD"]);
  });

  it("applies to the lead only while it is about the lead's call", () => {
    const record = { id: "01LEAD", status: "calling", provider_call_id: "call_1" } as DemoCallRecord;
    const progress = { status: "no-answer" as const, endedReason: "dial_busy", callId: "call_1", at: AT.toISOString() };
    expect(withCallProgress(record, progress)).toEqual({ ...record, status: "no-answer", call_ended_reason: "dial_busy" });
    expect(withCallProgress(record, { ...progress, callId: "call_other" })).toBe(record);
    expect(withCallProgress(record, null)).toBe(record);
  });
});
