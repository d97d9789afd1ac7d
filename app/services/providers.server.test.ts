import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startHangingServer } from "../../tests/mocks/hanging-server";
import {
  providerHandlers,
  RESEND_CONTACTS_URL,
  RETELL_CREATE_CALL_URL,
  type ProviderRequest,
} from "../../tests/mocks/provider-handlers.js";
import { createResendMailing, splitName } from "./mailing.server";
import { createRetellTelephony, TelephonyError } from "./telephony.server";

const requests: ProviderRequest[] = [];
const server = setupServer(...providerHandlers((entry) => requests.push(entry)));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

// The SDK keeps the fetch it finds when constructed, so clients are made after msw is listening.
const retellClient = () =>
  createRetellTelephony({ apiKey: "key_test_retell", fromNumber: "+14155550100", agentId: "agent_demo" });
const call = { demoRequestId: "01JDEMO0000000000000000000", name: "Jane Doe", companyName: "Acme Plumbing", phone: "+12125550123" };

describe("Retell telephony", () => {
  it("sends exactly the documented create-phone-call request", async () => {
    await expect(retellClient().startDemoCall(call)).resolves.toEqual({ callId: "call_01JDEMO0000000000000000000" });
    expect(requests).toEqual([
      {
        provider: "retell",
        url: RETELL_CREATE_CALL_URL,
        method: "POST",
        authorization: "Bearer key_test_retell",
        body: {
          from_number: "+14155550100",
          to_number: "+12125550123",
          override_agent_id: "agent_demo",
          retell_llm_dynamic_variables: { name: "Jane Doe", company: "Acme Plumbing" },
          metadata: { demo_request_id: "01JDEMO0000000000000000000" },
        },
      },
    ]);
  });

  it("turns a provider 500 into a safe reason", async () => {
    server.use(http.post(RETELL_CREATE_CALL_URL, () => HttpResponse.json({ error_message: "db exploded at shard 7" }, { status: 500 })));
    const error = await retellClient().startDemoCall(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelephonyError);
    expect((error as TelephonyError).cause).toBe("unavailable");
    expect((error as TelephonyError).message).toContain("shard 7");
  });

  it("turns a 4xx into the rejected reason", async () => {
    server.use(http.post(RETELL_CREATE_CALL_URL, () => HttpResponse.json({ error_message: "bad number" }, { status: 422 })));
    await expect(retellClient().startDemoCall(call)).rejects.toMatchObject({ cause: "rejected" });
  });

  it("gives up after its own timeout, without retrying call creation, against a server that never answers", async () => {
    const hanging = await startHangingServer();
    try {
      const slow = createRetellTelephony({
        apiKey: "key",
        fromNumber: "+14155550100",
        agentId: "agent",
        timeoutMs: 200,
        baseURL: hanging.url,
      });
      server.close(); // this one needs real sockets
      const started = performance.now();
      await expect(slow.startDemoCall(call)).rejects.toMatchObject({ cause: "timeout" });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await hanging.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });
});

describe("Resend mailing", () => {
  const resend = createResendMailing({ apiKey: "re_test_key", segmentId: "seg_sales" });

  it("splits a full name: first word, then the rest", () => {
    expect(splitName("  Mary Ann  van Dyke ")).toEqual({ firstName: "Mary", lastName: "Ann van Dyke" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("creates the contact in the segment with exactly this request", async () => {
    await expect(resend.addContact({ email: "jane@acme.test", firstName: "Jane", lastName: "Doe" })).resolves.toEqual({ ok: true });
    expect(requests).toEqual([
      {
        provider: "resend",
        url: RESEND_CONTACTS_URL,
        method: "POST",
        authorization: "Bearer re_test_key",
        body: { email: "jane@acme.test", first_name: "Jane", last_name: "Doe", segments: [{ id: "seg_sales" }] },
      },
    ]);
  });

  it("reports a provider 500 without throwing", async () => {
    server.use(http.post(RESEND_CONTACTS_URL, () => HttpResponse.json({ name: "internal_server_error", message: "down" }, { status: 500 })));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(resend.addContact({ email: "jane@acme.test", firstName: "Jane", lastName: "Doe" })).resolves.toEqual({
      ok: false,
      reason: "internal_server_error: down",
    });
    log.mockRestore();
  });

  it("stops waiting after its timeout against a server that never answers", async () => {
    const hanging = await startHangingServer();
    server.close();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const slow = createResendMailing({ apiKey: "re_test_key", timeoutMs: 200, baseUrl: hanging.url });
      const started = performance.now();
      await expect(slow.addContact({ email: "jane@acme.test", firstName: "Jane", lastName: "Doe" })).resolves.toMatchObject({ ok: false });
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      log.mockRestore();
      await hanging.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });
});
