import { createHmac } from "node:crypto";
import Retell from "retell-sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { exportLeads } from "../../scripts/export-leads";
import { createLeadStore } from "~/leads/create-lead-store.server";
import { readDemoCallProgress } from "~/leads/demo-call-status.server";
import { dryRunTelephony } from "~/services/telephony.server";
import { handleRetellWebhook, RETELL_SIGNATURE_HEADER } from "./retell-webhook.server";
import { minutesLeft } from "./web-call-caps.server";
import { testLimits, testWebCall, useTestStore } from "../../tests/support/web-call-tests";
import { readConversation, readWebCallProgress, recordWebCall } from "./web-calls.server";

const KEY = "key_webhook_retell";

const store = useTestStore("retell-webhook");
beforeEach(() => recordWebCall(store(), testWebCall("call_web_1", { page: "/trades/plumbing", source: "assistant:paris" })));

/** Retell's signature of `body` at `timestamp` (its format: `v=<ms>,d=<HMAC-SHA256 hex of body + ms>`). */
const signedAt = (body: string, timestamp: number, key = KEY) =>
  `v=${timestamp},d=${createHmac("sha256", key)
    .update(body + timestamp)
    .digest("hex")}`;

const deliver = (body: string, signature: string | null) =>
  handleRetellWebhook(
    new Request("http://localhost/api/retell-webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...(signature ? { [RETELL_SIGNATURE_HEADER]: signature } : {}) },
    }),
    { store: store(), limits: testLimits(store()), key: KEY },
  );

const webCallEnded = JSON.stringify({
  event: "call_ended",
  call: {
    call_id: "call_web_1",
    call_type: "web_call",
    call_status: "ended",
    start_timestamp: 1_764_238_000_000,
    end_timestamp: 1_764_238_093_400,
    duration_ms: 93_400,
    disconnection_reason: "user_hangup",
    transcript: "Agent: Hi, thanks for calling Acme Plumbing.\nUser: My water heater is leaking.",
    metadata: { kind: "web-call", page: "/trades/plumbing" },
  },
});

describe("Retell's call webhook", () => {
  it("accepts a delivery signed by the SDK (Retell.sign) and keeps the call's length, reason and transcript", async () => {
    const answer = await deliver(webCallEnded, await Retell.sign(webCallEnded, KEY));
    expect(answer.status).toBe(204);
    expect(await readWebCallProgress(store(), "call_web_1")).toEqual({
      connected: true,
      duration_seconds: 93,
      ended_reason: "user_hangup",
    });
    expect(await readConversation(store(), "call_web_1")).toMatchObject({
      transcript: "Agent: Hi, thanks for calling Acme Plumbing.\nUser: My water heater is leaking.",
    });
    // 93 s: 2 of the day's 300 minutes.
    expect(await minutesLeft(testLimits(store()))).toBe(298);
  });

  it("refuses a forged signature (another key, a changed body, none, garbage) with 401 and keeps nothing", async () => {
    const now = Date.now();
    for (const signature of [
      signedAt(webCallEnded, now, "key_someone_else"),
      signedAt(webCallEnded.replace("93400", "1"), now),
      signedAt(`${webCallEnded} `, now),
      "v=1,d=abc",
      null,
    ]) {
      const answer = await deliver(webCallEnded, signature);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: "Signature forged" });
    }
    expect(await readWebCallProgress(store(), "call_web_1")).toBeNull();
  });

  it("refuses a replayed delivery with 409, and counts a call's minutes once when Retell re-sends it signed anew", async () => {
    const signature = signedAt(webCallEnded, Date.now());
    expect((await deliver(webCallEnded, signature)).status).toBe(204);
    const replay = await deliver(webCallEnded, signature);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: "Signature replayed" });
    expect((await deliver(webCallEnded, signedAt(webCallEnded, Date.now() - 1_000))).status).toBe(204);
    expect(await minutesLeft(testLimits(store()))).toBe(298);
  });

  it("refuses a stale signature (over 5 minutes old, or as far ahead) with 401", async () => {
    for (const timestamp of [Date.now() - 5 * 60_000 - 5_000, Date.now() + 5 * 60_000 + 5_000]) {
      const answer = await deliver(webCallEnded, signedAt(webCallEnded, timestamp));
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: "Signature stale" });
    }
  });

  it("marks a web call connected when it starts, and adds the provider's summary when it is analysed", async () => {
    const started = JSON.stringify({
      event: "call_started",
      call: { call_id: "call_web_1", call_type: "web_call", call_status: "ongoing" },
    });
    expect((await deliver(started, signedAt(started, Date.now()))).status).toBe(204);
    expect(await readWebCallProgress(store(), "call_web_1")).toEqual({ connected: true });
    const analysed = JSON.stringify({
      event: "call_analyzed",
      call: { ...JSON.parse(webCallEnded).call, call_analysis: { call_summary: "A plumber asked about after-hours calls." } },
    });
    expect((await deliver(analysed, signedAt(analysed, Date.now()))).status).toBe(204);
    expect(await readConversation(store(), "call_web_1")).toMatchObject({
      transcript: expect.stringContaining("water heater"),
      summary: "A plumber asked about after-hours calls.",
    });
  });

  it("ignores a web call this site did not mint, and events it does not use", async () => {
    const other = webCallEnded.replaceAll("call_web_1", "call_web_unknown");
    expect((await deliver(other, signedAt(other, Date.now()))).status).toBe(204);
    expect(await readConversation(store(), "call_web_unknown")).toBeNull();
    const transfer = JSON.stringify({ event: "transfer_started", call: { call_id: "call_web_1" } });
    expect((await deliver(transfer, signedAt(transfer, Date.now()))).status).toBe(204);
  });

  it("moves a phone demo call's lead on: ringing, answered, ended with its length and summary", async () => {
    const phone = (event: string, call: object) =>
      JSON.stringify({
        event,
        call: { call_id: "call_01LEAD", call_type: "phone_call", metadata: { demo_request_id: "01LEAD" }, ...call },
      });
    const send = async (body: string) => expect((await deliver(body, signedAt(body, Date.now()))).status).toBe(204);
    await send(phone("call_started", { call_status: "ongoing" }));
    expect(await readDemoCallProgress(store(), "01LEAD")).toMatchObject({ status: "in-progress", callId: "call_01LEAD" });
    await send(
      phone("call_analyzed", {
        call_status: "ended",
        duration_ms: 61_000,
        disconnection_reason: "user_hangup",
        call_analysis: { call_summary: "Booked a demo." },
      }),
    );
    // call_ended arriving after call_analyzed keeps the summary.
    await send(phone("call_ended", { call_status: "ended", duration_ms: 61_000, disconnection_reason: "user_hangup" }));
    expect(await readDemoCallProgress(store(), "01LEAD")).toMatchObject({
      status: "ended",
      durationSeconds: 61,
      endedReason: "user_hangup",
      summary: "Booked a demo.",
    });
    await send(
      JSON.stringify({
        event: "call_ended",
        call: {
          call_id: "call_02LEAD",
          call_status: "not_connected",
          disconnection_reason: "dial_no_answer",
          metadata: { demo_request_id: "02LEAD" },
        },
      }),
    );
    expect(await readDemoCallProgress(store(), "02LEAD")).toMatchObject({ status: "no-answer", endedReason: "dial_no_answer" });
  });

  it("brings a demo call's status, length and summary to the lead and its export (no longer `calling`)", async () => {
    const leads = createLeadStore({ store: store() });
    const { record } = await leads.accept(
      "demo-call",
      { name: "Jane Doe", company_name: "Acme", email: "jane@acme.test", phone: "+12125550123" },
      ["call"],
    );
    await leads.recordForward({ kind: "demo-call", id: record.id, target: "call" }, { status: "done", attempts: 1, result: "call_placed" });
    const body = JSON.stringify({
      event: "call_analyzed",
      call: {
        call_id: "call_placed",
        call_type: "phone_call",
        call_status: "ended",
        duration_ms: 61_000,
        disconnection_reason: "user_hangup",
        call_analysis: { call_summary: "Booked a demo for Tuesday." },
        metadata: { demo_request_id: record.id },
      },
    });
    expect((await deliver(body, signedAt(body, Date.now()))).status).toBe(204);
    expect(await leads.findById("demo-call", record.id)).toMatchObject({
      status: "ended",
      call_duration_seconds: 61,
      call_ended_reason: "user_hangup",
      call_summary: "Booked a demo for Tuesday.",
    });
    const csv = await exportLeads("demo-call", { leads, calls: dryRunTelephony, stderr: () => {} });
    expect(csv).toContain('"ended"');
    expect(csv).toContain('"Booked a demo for Tuesday."');
  });

  it("answers 503 without a key (nothing can be verified)", async () => {
    const answer = await handleRetellWebhook(new Request("http://localhost/api/retell-webhook", { method: "POST", body: "{}" }), {
      store: store(),
      limits: testLimits(store()),
      key: undefined,
    });
    expect(answer.status).toBe(503);
  });
});
