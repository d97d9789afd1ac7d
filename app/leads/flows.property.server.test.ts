import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDemoCallAction, loadLeadFormsCopy } from "./demo-call.server";
import { createDemoSignupAction, loadDemoSignupCopy } from "./demo-signup.server";
import { createReportDownloadAction, loadReportDownloadCopy } from "./report-access.server";
import { demoCallSchema, demoSignupSchema, reportDownloadSchema } from "./schemas";
import { openLeadStore, type TestLeadStore } from "../../tests/support/lead-store";
import { backgroundForwardsSettled } from "./pipeline.server";

/**
 * 1,000 random bodies per action: field values from valid samples, junk, unicode and nothing at all, random
 * extra fields, filled honeypots and bodies that are not forms. Never a 5xx; every stored lead valid.
 */
const RUNS = 1_000;
const providers = {
  telephony: { startDemoCall: async () => ({ callId: "call_test" }), findDemoCall: async () => null },
  mailing: { addContact: async () => ({ ok: true }) as const, sendEmail: async () => ({ ok: true }) as const },
};

let dir: string;
let store: TestLeadStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lead-props-"));
  store = openLeadStore({ driver: "fs", dir });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(async () => {
  await backgroundForwardsSettled();
  vi.restoreAllMocks();
  await store.dispose();
  await rm(dir, { recursive: true, force: true });
});

const junk = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary", maxLength: 300 }), fc.constant(" "));
// Mostly realistic values, so that a good share of the bodies is valid and reaches the store.
const field = (...samples: string[]) =>
  fc.option(fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 6 }, { arbitrary: junk, weight: 1 }), { nil: undefined, freq: 12 });

/** One time in ten a value, otherwise undefined. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 9 }, { arbitrary, weight: 1 });

function body(fields: Record<string, fc.Arbitrary<string | undefined>>): fc.Arbitrary<RandomBody> {
  return fc.record({
    fields: fc.record(fields),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
    honeypot: sometimes(fc.constantFrom("x", "http://spam.example")),
    raw: sometimes(fc.string({ unit: "binary", maxLength: 200 })),
    contentType: fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain", "application/json"),
    ip: fc.ipV4(),
  });
}

interface RandomBody {
  fields: Record<string, string | undefined>;
  extra: Record<string, string>;
  honeypot: string | undefined;
  raw: string | undefined;
  contentType: string;
  ip: string;
}

async function post(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  input: RandomBody,
  path: string,
  params: Record<string, string> = {},
) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(input.extra)) form.append(key, value);
  for (const [key, value] of Object.entries(input.fields)) if (value !== undefined) form.append(key, value);
  if (input.honeypot) form.append("website", input.honeypot);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: input.raw ?? form,
    headers: input.raw === undefined ? {} : { "Content-Type": input.contentType },
  });
  const result = await action({ request, context: { clientIp: input.ip }, params });
  return result instanceof Response ? result.status : ((result as { init: ResponseInit | null }).init?.status ?? 200);
}

const names = ["Jane Doe", "Al", "  Bo  Li ", "J"];
const emails = ["jane@acmeplumbing.com", "JANE@Acme.Co", "jane@gmail.com", "not-an-email", "a@b"];
const phones = ["(212) 555-0123", "212.555.0124", "+1 415 555 0132", "555-010-1234", "+44 20 7946 0958", "12"];

// 1,000 posts each: allow for a busy machine.
describe("random bodies", { timeout: 180_000 }, () => {
  it("demo call: never a 5xx, only valid leads stored", async () => {
    const { messages } = await loadLeadFormsCopy("en");
    const action = createDemoCallAction(() => ({ store, providers }));
    await fc.assert(
      fc.asyncProperty(
        body({
          name: field(...names),
          companyName: field("Acme Plumbing", "A", "Smith & Sons"),
          email: field(...emails),
          // Many numbers, since one number is called at most 3 times a day.
          phone: fc.oneof(
            field(...phones),
            fc.integer({ min: 100, max: 199 }).map((n) => `(212) 555-0${n}`),
          ),
        }),
        async (input) => {
          expect(await post(action, input, "/?index")).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const schema = demoCallSchema(messages);
    const leads = await store.list("demo-call");
    expect(leads.length).toBeGreaterThan(10);
    for (const lead of leads) {
      const parsed = schema.parse({ name: lead.name, companyName: lead.company_name, email: lead.email, phone: lead.phone });
      expect(parsed).toEqual({ name: lead.name, companyName: lead.company_name, email: lead.email, phone: lead.phone });
      expect(lead).toMatchObject({ assistant: "paris", status: "calling" });
    }
  });

  it("demo signup: never a 5xx, only valid leads stored", async () => {
    const copy = await loadDemoSignupCopy("en");
    const action = createDemoSignupAction(() => ({ store, providers }));
    await fc.assert(
      fc.asyncProperty(
        body({
          firstName: field("Jane", "Al"),
          lastName: field("Doe", "van Dyke"),
          email: field(...emails),
          company: field("Acme Plumbing"),
          phone: field(...phones),
          industry: field(...copy.form.industryOptions),
          employeeCount: field(...copy.form.employeeCountOptions),
          referralSource: field(...copy.form.referralOptions),
        }),
        async (input) => {
          expect(await post(action, input, "/demo")).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const schema = demoSignupSchema(copy.messages, copy.form);
    const leads = await store.list("demo-signup");
    expect(leads.length).toBeGreaterThan(10);
    for (const lead of leads) {
      const fields = {
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        company: lead.company,
        phone: lead.phone,
        industry: lead.industry,
        employeeCount: lead.employee_count,
        referralSource: lead.referral_source,
      };
      expect(schema.parse(fields)).toEqual(fields);
    }
  });

  it("report download: never a 5xx, only valid leads stored", async () => {
    const copy = (await loadReportDownloadCopy("appliance-repair-ai", "en"))!;
    const action = createReportDownloadAction(() => ({ store, providers }));
    await fc.assert(
      fc.asyncProperty(
        body({
          name: field(...names),
          companyName: field("Acme"),
          email: field(...emails),
          zipCode: field("12345", "12345-6789", "1234", "abcde"),
        }),
        async (input) => {
          expect(await post(action, input, "/reports/appliance-repair-ai", { slug: "appliance-repair-ai" })).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const schema = reportDownloadSchema(copy.messages);
    const leads = await store.list("report-download");
    expect(leads.length).toBeGreaterThan(10);
    for (const lead of leads) {
      const fields = { name: lead.name, companyName: lead.company_name, email: lead.email, zipCode: lead.zip_code };
      expect(schema.parse(fields)).toEqual(fields);
      expect(lead.report_name).toBe("2025-appliance-repair-ai");
    }
  });
});
