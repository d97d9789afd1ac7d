import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLeadStore, type TestLeadStore } from "../tests/support/lead-store";
import { formFields, LEAD_FORM_FIELDS, LEAD_SCHEMAS } from "~/leads/records";
import { createRetellTelephony, dryRunTelephony, type CallProgressSource } from "~/services/telephony.server";
import { providerRequest, RETELL_GET_CALL_URL } from "../tests/mocks/provider-handlers.js";
import { mockProvidersPerFile } from "../tests/mocks/provider-server";
import { removeTestKeys, testKeyPrefix, testRedisUrl } from "../tests/support/test-redis";
import { attributionColumns, csvCell, describeForwards, EXPORT_COLUMNS, exportColumns, exportLeads, toCsv } from "./export-leads";

/** What a CSV line's cells read as once the quotes are taken off (the test's own small reader). */
const unquoted = (line: string) =>
  line
    .slice(1, -1)
    .split('","')
    .map((cell) => cell.replaceAll('""', '"'));

describe("lead export", () => {
  it("quotes every cell and defuses spreadsheet formulas", () => {
    expect(
      toCsv(
        ["id", "name"],
        [{ id: "3", name: "+12125550123" }, { id: "2", name: 'Smith, "Jr"' }, { id: "1", name: "=HYPERLINK(1)" }, { id: "0" }],
      ),
    ).toBe('"id","name"\r\n"3","+12125550123"\r\n"2","Smith, ""Jr"""\r\n"1","\'=HYPERLINK(1)"\r\n"0",""\r\n');
  });

  it("defuses a formula after any separator a spreadsheet may split on, in every column", () => {
    const hostile = {
      "Acme;=1+1;x": "Acme;'=1+1;x",
      "Acme\t=1+1": "Acme\t'=1+1",
      "Acme,=cmd|' /C calc'!A0": "Acme,'=cmd|' /C calc'!A0",
      "a,+1, -2;@SUM(1)": "a,'+1, '-2;'@SUM(1)",
      "line\n=1": "line\n'=1",
      "\t=1": "\t'=1",
      "Smith-Jones & Co.": "Smith-Jones & Co.",
    };
    for (const [value, safe] of Object.entries(hostile)) expect(csvCell(value)).toBe(`"${safe}"`);
    const columns = EXPORT_COLUMNS["demo-signup"];
    const row = Object.fromEntries(columns.map((column) => [column, "Acme;=1+1;x"]));
    const [, line] = toCsv(columns, [row]).split("\r\n");
    expect(unquoted(line)).toEqual(columns.map(() => "Acme;'=1+1;x"));
  });

  it("gains a column, and the form mapping a field, when a field is added to a lead's schema, with no other edit", () => {
    const withJobTitle = LEAD_SCHEMAS["report-download"].extend({ job_title: z.string() });
    expect(exportColumns(withJobTitle)).toEqual([...EXPORT_COLUMNS["report-download"].slice(0, -1), "job_title", "forwards"]);
    const formWithJobTitle = LEAD_FORM_FIELDS["report-download"].extend({ job_title: z.string() });
    expect(
      formFields(formWithJobTitle, { email: "a@b.test", name: "A", companyName: "B", zipCode: "12345", jobTitle: "Owner", extra: "x" }),
    ).toEqual({
      email: "a@b.test",
      name: "A",
      company_name: "B",
      zip_code: "12345",
      job_title: "Owner",
    });
  });

  it("shows the language, both touches and the experiment variant in their own columns", () => {
    const lead = {
      id: "1",
      created_at: "2026-03-10T12:00:00.000Z",
      email: "jane@acme.test",
      name: "Jane Doe",
      company_name: "Acme",
      zip_code: "77002",
      report_name: "r",
      language: "es",
      page_path: "/es/reports/r",
      ...attributionColumns({
        first_touch: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", landing_path: "/", date: "2026-03-01" },
        last_touch: { referrer_host: "news.example.com", landing_path: "/es/demo", date: "2026-03-09" },
      }),
      variant: "home-hero-heading:b",
      forwards: "notify: done",
    };
    expect(
      toCsv(EXPORT_COLUMNS["report-download"], [lead, { ...lead, id: "0", language: "en", ...attributionColumns(null), variant: "" }]),
    ).toBe(
      [
        "id,created_at,email,name,company_name,zip_code,report_name,language,page_path," +
          "first_touch_utm_source,first_touch_utm_medium,first_touch_utm_campaign,first_touch_utm_term,first_touch_utm_content,first_touch_referrer_host,first_touch_landing_path,first_touch_date," +
          "last_touch_utm_source,last_touch_utm_medium,last_touch_utm_campaign,last_touch_utm_term,last_touch_utm_content,last_touch_referrer_host,last_touch_landing_path,last_touch_date,variant,forwards",
        "1,2026-03-10T12:00:00.000Z,jane@acme.test,Jane Doe,Acme,77002,r,es,/es/reports/r,google,cpc,spring,,,,/,2026-03-01,,,,,,news.example.com,/es/demo,2026-03-09,home-hero-heading:b,notify: done",
        "0,2026-03-10T12:00:00.000Z,jane@acme.test,Jane Doe,Acme,77002,r,en,/es/reports/r,,,,,,,,,,,,,,,,,,notify: done",
      ]
        .map((line) =>
          line
            .split(",")
            .map((cell) => `"${cell}"`)
            .join(","),
        )
        .join("\r\n") + "\r\n",
    );
  });

  it("shows where each forward stands, with the reason of a failure", () => {
    expect(
      describeForwards({
        call: { status: "done", attempts: 2, result: "call_1" },
        mailing: { status: "failed", attempts: 3, reason: "Error: 500" },
      }),
    ).toBe("call: done; mailing: failed (3 attempts): Error: 500");
  });
});

// Demo calls: the export asks Retell where each call still going stands (msw stands in for Retell's HTTP API).
const { server: retell, requests } = mockProvidersPerFile();

/** Retell's get-call answers, by call id: a call object, or an HTTP status it fails with. */
function retellAnswers(answers: Record<string, object | number>) {
  retell.use(
    http.get(RETELL_GET_CALL_URL, ({ request, params }) => {
      requests.push(providerRequest("retell", request, null));
      const answer = answers[String(params.callId)];
      return typeof answer === "number"
        ? HttpResponse.json({ error_message: "internal error" }, { status: answer })
        : HttpResponse.json({ call_id: params.callId, call_type: "phone_call", agent_id: "agent_demo", ...answer });
    }),
  );
}

/** The CSV as one object per row, keyed by the header. */
function csvRows(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trim().split("\r\n").map(unquoted);
  return lines.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]])));
}

const demoCall = (name: string) => ({ name, company_name: "Acme Plumbing", email: "jane@acme.test", phone: "+12125550123" });

/** A demo call whose call forward is done (Retell accepted call `callId`), or failed when `callId` is null. */
async function placedCall(leads: TestLeadStore, name: string, callId: string | null) {
  const { record } = await leads.accept("demo-call", demoCall(name), ["call"]);
  const ref = { kind: "demo-call" as const, id: record.id, target: "call" as const };
  await leads.recordForward(
    ref,
    callId ? { status: "done", attempts: 1, result: callId } : { status: "failed", attempts: 1, reason: "TelephonyError: 422" },
  );
  return record.id;
}

const retellClient = () => createRetellTelephony({ apiKey: "key_test_retell", fromNumber: "+14155550100", agentId: "agent_demo" });

function exportCases(open: () => Promise<{ leads: TestLeadStore; done: () => Promise<void> }>) {
  let leads: TestLeadStore;
  let done: () => Promise<void>;
  beforeEach(async () => ({ leads, done } = await open()));
  afterEach(() => done());

  const run = async (calls: CallProgressSource = retellClient()) => {
    const stderr: string[] = [];
    const csv = await exportLeads("demo-call", { leads, calls, stderr: (text) => stderr.push(text) });
    return { rows: csvRows(csv), stderr: stderr.join("") };
  };

  it("asks Retell about each call still going (GET /v2/get-call/{id}), records its status and length, and the CSV shows them", async () => {
    const ended = await placedCall(leads, "Ended Caller", "call_ended_1");
    const ringing = await placedCall(leads, "Ringing Caller", "call_ringing_1");
    const unanswered = await placedCall(leads, "Unanswered Caller", "call_noanswer_1");
    const notPlaced = await placedCall(leads, "Refused Number", null);
    retellAnswers({
      call_ended_1: { call_status: "ended", disconnection_reason: "user_hangup", duration_ms: 93_400 },
      call_ringing_1: { call_status: "registered" },
      call_noanswer_1: { call_status: "not_connected", disconnection_reason: "dial_no_answer" },
    });
    const { rows, stderr } = await run();
    // Newest first, one GET per placed call, none for the call that never started.
    expect(requests).toEqual(
      ["call_noanswer_1", "call_ringing_1", "call_ended_1"].map((callId) => ({
        provider: "retell",
        url: `https://api.retellai.com/v2/get-call/${callId}`,
        method: "GET",
        authorization: "Bearer key_test_retell",
        body: null,
      })),
    );
    const exported = (id: string) => rows.find((row) => row.id === id)!;
    expect(exported(ended)).toMatchObject({
      status: "ended",
      provider_call_id: "call_ended_1",
      call_duration_seconds: "93",
      call_ended_reason: "user_hangup",
      forwards: "call: done",
    });
    expect(exported(ringing)).toMatchObject({ status: "ringing", call_duration_seconds: "", call_ended_reason: "" });
    expect(exported(unanswered)).toMatchObject({ status: "no-answer", call_ended_reason: "dial_no_answer" });
    expect(exported(notPlaced)).toMatchObject({ status: "failed", provider_call_id: "", call_ended_reason: "" });
    expect(stderr).toBe("Asked the telephony provider about 3 demo calls: 3 updated, 0 unavailable.\n");
    // The lead record carries it (what the insights and the retry command read).
    expect(await leads.findById("demo-call", ended)).toMatchObject({ status: "ended", call_duration_seconds: 93 });

    // The next export asks only about the call still ringing, which has since been answered.
    requests.length = 0;
    retellAnswers({ call_ringing_1: { call_status: "ongoing", start_timestamp: 1_000 } });
    const again = await run();
    expect(requests.map((request) => request.url)).toEqual(["https://api.retellai.com/v2/get-call/call_ringing_1"]);
    expect(again.rows.find((row) => row.id === ringing)).toMatchObject({ status: "in-progress" });
    expect(again.rows.find((row) => row.id === ended)).toMatchObject({ status: "ended", call_duration_seconds: "93" });
  });

  it("keeps a call's status when Retell fails, lists it on stderr, and still exports every lead", async () => {
    const failing = await placedCall(leads, "Unlucky Caller", "call_500");
    const ended = await placedCall(leads, "Ended Caller", "call_ended_2");
    retellAnswers({ call_500: 500, call_ended_2: { call_status: "ended", disconnection_reason: "agent_hangup", duration_ms: 30_000 } });
    const { rows, stderr } = await run();
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [ended, "ended"],
      [failing, "calling"],
    ]);
    // Asked once: the client never retries (maxRetries 0).
    expect(requests.filter((request) => request.url.endsWith("/call_500"))).toHaveLength(1);
    expect(stderr).toMatch(/^Asked the telephony provider about 2 demo calls: 1 updated, 1 unavailable\.\n/);
    expect(stderr).toMatch(new RegExp(`\\n  lead ${failing} \\(call call_500\\) keeps its status: .*500`));
    expect(await leads.findById("demo-call", failing)).toMatchObject({ status: "calling" });
  });

  it("asks nothing in the dry run and leaves every status as it was", async () => {
    const id = await placedCall(leads, "Dry Run", `dry-run-x`);
    const { rows, stderr } = await run(dryRunTelephony);
    expect(requests).toEqual([]);
    expect(rows.find((row) => row.id === id)).toMatchObject({ status: "calling" });
    expect(stderr).toBe("Asked the telephony provider about 1 demo calls: 0 updated, 0 unavailable.\n");
  });
}

describe("the demo-call export on the file store", () => {
  exportCases(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "export-leads-"));
    const leads = openLeadStore({ driver: "fs", dir });
    return {
      leads,
      done: async () => {
        await leads.dispose();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
});

// Runs whenever a Redis answers (REDIS_URL, else the default address).
describe.runIf(testRedisUrl)("the demo-call export on Redis", () => {
  const prefix = testKeyPrefix("export-leads");
  let run = 0;
  afterAll(() => removeTestKeys(testRedisUrl!, prefix));
  exportCases(async () => {
    const leads = openLeadStore({ driver: "redis", url: testRedisUrl!, prefix: `${prefix}:${run++}` });
    return { leads, done: () => leads.dispose() };
  });
});
