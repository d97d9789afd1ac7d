import { beforeEach, describe, expect, it } from "vitest";
import { mockProvidersPerFile } from "../../tests/mocks/provider-server";
import { testWebCall, useTestStore } from "../../tests/support/web-call-tests";
import { createRetellWebCalls } from "~/services/web-call.server";
import { endWebCall } from "./end-web-call.server";
import { readWebCallProgress, recordWebCall } from "./web-calls.server";

const { requests } = mockProvidersPerFile();

const store = useTestStore("web-call-end");
beforeEach(() => recordWebCall(store(), testWebCall("call_web_1")));

const report = (body: string, contentType = "application/json") =>
  endWebCall(new Request("http://localhost/api/web-call/end", { method: "POST", body, headers: { "Content-Type": contentType } }), {
    provider: createRetellWebCalls({ apiKey: "key_test_retell" }),
    store: store(),
  });

describe("POST /api/web-call/end", () => {
  it("records how the page ended the call and stops it on Retell's side", async () => {
    // navigator.sendBeacon sends a string as text/plain.
    expect((await report(JSON.stringify({ callId: "call_web_1", reason: "tab-hidden" }), "text/plain;charset=UTF-8")).status).toBe(204);
    expect(await readWebCallProgress(store(), "call_web_1")).toEqual({ connected: false, page_ended_reason: "tab-hidden" });
    expect(requests.map(({ method, url, authorization }) => [method, url, authorization])).toEqual([
      ["POST", "https://api.retellai.com/v2/stop-call/call_web_1", "Bearer key_test_retell"],
    ]);
  });

  it("stops only calls this site minted (404), and refuses a malformed report (400)", async () => {
    expect((await report(JSON.stringify({ callId: "call_someone_else", reason: "error" }))).status).toBe(404);
    expect((await report(JSON.stringify({ callId: "call_web_1", reason: "<b>" }))).status).toBe(400);
    expect((await report("callId=call_web_1&reason=length-reached", "application/x-www-form-urlencoded")).status).toBe(204);
    expect(requests).toHaveLength(1);
  });
});
