import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { RETELL_GET_CALL_URL } from "../../tests/mocks/provider-handlers.js";
import { mockProvidersPerFile } from "../../tests/mocks/provider-server";
import { createRetellTelephony, dryRunTelephony, retellCallProgress, type RetellCall } from "./telephony.server";

const { server, requests } = mockProvidersPerFile();

// The SDK keeps the fetch it finds when constructed, so clients are made after msw is listening.
const retellClient = () => createRetellTelephony({ apiKey: "key_test_retell", fromNumber: "+14155550100", agentId: "agent_demo" });

describe("a Retell call's progress in our words", () => {
  it.each<[RetellCall, ReturnType<typeof retellCallProgress>]>([
    [{ call_status: "registered" }, { status: "ringing" }],
    [{ call_status: "ongoing", start_timestamp: 1_000, end_timestamp: undefined }, { status: "in-progress" }],
    [
      { call_status: "ended", disconnection_reason: "user_hangup", duration_ms: 93_400 },
      { status: "ended", durationSeconds: 93, endedReason: "user_hangup" },
    ],
    [
      { call_status: "ended", disconnection_reason: "agent_hangup", start_timestamp: 10_000, end_timestamp: 70_600 },
      { status: "ended", durationSeconds: 61, endedReason: "agent_hangup" },
    ],
    [
      { call_status: "ended", disconnection_reason: "voicemail_reached", duration_ms: 12_000 },
      { status: "no-answer", durationSeconds: 12, endedReason: "voicemail_reached" },
    ],
    [{ call_status: "not_connected" }, { status: "no-answer" }],
    [{ call_status: "error" }, { status: "failed" }],
  ])("%j is %j", (call, progress) => {
    expect(retellCallProgress(call)).toEqual(progress);
  });

  // A call with a reason and no length: the status the reason means, and the reason as Retell gave it.
  it.each([
    ["ended", "max_duration_reached", "ended"],
    ["not_connected", "dial_no_answer", "no-answer"],
    ["not_connected", "dial_busy", "no-answer"],
    ["not_connected", "dial_failed", "failed"],
    ["not_connected", "invalid_destination", "failed"],
    ["ended", "error_llm_websocket_open", "failed"],
  ] as const)("%s, %s, is %s", (callStatus, reason, status) => {
    expect(retellCallProgress({ call_status: callStatus, disconnection_reason: reason })).toEqual({ status, endedReason: reason });
  });
});

describe("asking Retell about a placed call", () => {
  it("sends GET /v2/get-call/{call id} with the key, and maps its answer", async () => {
    server.use(
      http.get(RETELL_GET_CALL_URL, ({ request }) => {
        requests.push({
          provider: "retell",
          url: request.url,
          method: request.method,
          authorization: request.headers.get("authorization"),
          body: null,
        });
        return HttpResponse.json({
          call_id: "call_abc123",
          call_type: "phone_call",
          agent_id: "agent_demo",
          call_status: "ended",
          disconnection_reason: "dial_no_answer",
          duration_ms: 0,
        });
      }),
    );
    await expect(retellClient().demoCallProgress("call_abc123")).resolves.toEqual({
      status: "no-answer",
      durationSeconds: 0,
      endedReason: "dial_no_answer",
    });
    expect(requests).toEqual([
      {
        provider: "retell",
        url: "https://api.retellai.com/v2/get-call/call_abc123",
        method: "GET",
        authorization: "Bearer key_test_retell",
        body: null,
      },
    ]);
  });

  it("throws when Retell cannot answer (asked once: no retry)", async () => {
    server.use(http.get(RETELL_GET_CALL_URL, () => HttpResponse.json({ error_message: "db exploded" }, { status: 500 })));
    await expect(retellClient().demoCallProgress("call_abc123")).rejects.toThrow(/500/);
  });

  it("has nothing new to say in the dry run", async () => {
    await expect(dryRunTelephony.demoCallProgress("dry-run-01J")).resolves.toBeNull();
    expect(requests).toEqual([]);
  });
});
