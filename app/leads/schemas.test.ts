import { getZodConstraint, parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { seedDocument } from "../../tests/support/seed";
import type { LeadMessages } from "./copy";
import { demoCallSchema, demoSignupSchema, FIELD_LIMITS, reportDownloadSchema } from "./schemas";

/**
 * Every answer a form gives comes from the content in the page's language, through conform as the server reads a
 * post (coerced, `disableAutoCoercion`) and as the browser validates one (auto coercion).
 */
const LANGUAGES = [
  ["en", "leadForms", "demoPage"],
  ["es", "leadForms-es", "demoPage-es"],
] as const;

type Body = [string, string][];

function parseBoth(schema: z.ZodTypeAny, body: Body) {
  const formData = new FormData();
  for (const [name, value] of body) formData.append(name, value);
  const server = parseWithZod(formData, { schema: coerceFormValue(schema), disableAutoCoercion: true });
  const browser = parseWithZod(formData, { schema });
  expect(browser.reply().error).toEqual(server.reply().error);
  return server;
}
const errorsOf = (schema: z.ZodTypeAny, body: Body) => parseBoth(schema, body).reply().error ?? {};

const demoCall: Body = [
  ["name", "Jane Doe"],
  ["companyName", "Acme Plumbing"],
  ["email", "jane@acmeplumbing.com"],
  ["phone", "(212) 555-0123"],
];
const replace = (body: Body, name: string, ...values: string[]): Body => [
  ...body.filter(([n]) => n !== name),
  ...values.map((v): [string, string] => [name, v]),
];

describe.each(LANGUAGES)("form messages in %s", (_, leadFormsId, demoPageId) => {
  const messages = seedDocument(leadFormsId).messages as LeadMessages;
  const form = seedDocument(demoPageId).form as { industryOptions: string[]; employeeCountOptions: string[]; referralOptions: string[] };
  const call = demoCallSchema(messages);

  it("refuses a CRLF name with the content's message and keeps nothing of it", () => {
    const submission = parseBoth(call, replace(demoCall, "name", "Evil\r\nBcc: attacker@evil.example"));
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ name: [messages.invalidCharacters] });
  });

  it("refuses control, bidirectional and invalid characters in every text field", () => {
    for (const field of ["name", "companyName", "email", "phone"]) {
      for (const bad of ["\u0000", "\u001b[2J", "\u202e", "\u2066", "\ufffd", "\u0085"]) {
        const value = Object.fromEntries(demoCall)[field];
        expect(errorsOf(call, replace(demoCall, field, `${value.slice(0, 3)}${bad}${value.slice(3)}`))).toEqual({
          [field]: [messages.invalidCharacters],
        });
      }
    }
  });

  it("answers a name of zero-width spaces as a missing name", () => {
    expect(errorsOf(call, replace(demoCall, "name", "\u200b\u200b\u200b"))).toEqual({ name: [messages.nameRequired] });
  });

  it("answers too-long values with the content's message and each field's limit", () => {
    const tooLong = (max: number) => messages.tooLong.replace("{max}", String(max));
    expect(
      errorsOf(
        call,
        replace(replace(demoCall, "name", "x".repeat(FIELD_LIMITS.name + 1)), "companyName", "y".repeat(FIELD_LIMITS.company + 1)),
      ),
    ).toEqual({
      name: [tooLong(FIELD_LIMITS.name)],
      companyName: [tooLong(FIELD_LIMITS.company)],
    });
    expect(errorsOf(call, replace(demoCall, "email", `${"a".repeat(250)}@acme.com`))).toEqual({ email: [tooLong(FIELD_LIMITS.email)] });
    expect(errorsOf(call, replace(demoCall, "phone", "2".repeat(41)))).toEqual({ phone: [tooLong(FIELD_LIMITS.phone)] });
  });

  it("answers a field sent twice with the content's message on every form", () => {
    expect(errorsOf(call, replace(demoCall, "name", "Jane", "Evil"))).toEqual({ name: [messages.singleValue] });
    const signup = demoSignupSchema(messages, form);
    const signupBody: Body = [
      ["firstName", "Jane"],
      ["lastName", "Doe"],
      ["email", "jane@acmeplumbing.com"],
      ["company", "Acme"],
      ["phone", "(212) 555-0123"],
      ["industry", form.industryOptions[0]],
      ["employeeCount", form.employeeCountOptions[0]],
      ["referralSource", form.referralOptions[0]],
    ];
    expect(parseBoth(signup, signupBody).status).toBe("success");
    expect(
      errorsOf(
        signup,
        replace(replace(signupBody, "industry", form.industryOptions[0], form.industryOptions[1]), "lastName", "Doe", "Doe"),
      ),
    ).toEqual({
      industry: [messages.singleValue],
      lastName: [messages.singleValue],
    });
    const report = reportDownloadSchema(messages);
    const reportBody: Body = [
      ["name", "Jane Doe"],
      ["companyName", "Acme"],
      ["email", "jane@acme.test"],
      ["zipCode", "12345"],
    ];
    expect(parseBoth(report, reportBody).status).toBe("success");
    expect(errorsOf(report, replace(reportBody, "zipCode", "12345", "54321"))).toEqual({ zipCode: [messages.singleValue] });
    expect(errorsOf(report, replace(reportBody, "zipCode", ""))).toEqual({ zipCode: [messages.required] });
    expect(errorsOf(report, replace(reportBody, "zipCode", "1234"))).toEqual({ zipCode: [messages.zipInvalid] });
  });

  it("stores the clean value: NFC, trimmed, the address lowercased, the phone in E.164", () => {
    const submission = parseBoth(call, [
      ["name", " Jose\u0301 Nu\u0301n\u0303ez "],
      ["companyName", "Acme"],
      ["email", " Jose@AcmePlumbing.com"],
      ["phone", "(212) 555-0123"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      name: "José Núñez",
      companyName: "Acme",
      email: "jose@acmeplumbing.com",
      phone: "+12125550123",
    });
  });
});

describe("HTML constraints", () => {
  it("still give the inputs required, minlength and maxlength (the browser's own checks without JavaScript)", () => {
    const constraint = getZodConstraint(demoCallSchema(seedDocument("leadForms").messages as LeadMessages));
    expect(constraint.name).toEqual({ required: true, minLength: 2, maxLength: FIELD_LIMITS.name });
    expect(constraint.email).toMatchObject({ required: true, maxLength: FIELD_LIMITS.email });
    expect(constraint.phone).toMatchObject({ required: true, maxLength: FIELD_LIMITS.phone });
  });
});
