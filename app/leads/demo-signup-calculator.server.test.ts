import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { inputsQuery, missedCallFigures, type MissedCallInputs } from "~/utils/missed-call-revenue";
import { calculatorFigures, loadDemoSignupCopy } from "./demo-signup.server";
import { demoSignupSchema } from "./schemas";

/** The revenue calculator's figures on a /demo signup: hidden fields from its "Book a demo" link. */
describe("demo signup with calculator figures", async () => {
  const copy = await loadDemoSignupCopy("en");
  const schema = demoSignupSchema(copy.messages, copy.form);
  const signup = {
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@acme-plumbing.com",
    company: "Acme Plumbing",
    phone: "(212) 555-0123",
    industry: copy.form.industryOptions[0],
    employeeCount: copy.form.employeeCountOptions[0],
    referralSource: copy.form.referralOptions[0],
  };
  const parse = (query: string) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(signup)) formData.set(name, value);
    for (const [name, value] of new URLSearchParams(query)) formData.set(name, value);
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    return submission.value;
  };
  const inputs: MissedCallInputs = { callsPerWeek: 120, missedShare: 30, competitorShare: 70, jobValue: 450, bookingRate: 60 };

  it("computes the figures again on the server with the dataset's call length and the one price", () => {
    expect(copy.calculatorRates).toEqual({ callMinutes: 4, pricePerMinute: "$0.70" });
    expect(calculatorFigures(parse(inputsQuery(inputs)), copy.calculatorRates)).toEqual(
      missedCallFigures(inputs, { callMinutes: 4, pricePerMinute: 0.7 }),
    );
  });

  it("a signup without the figures has none", () => {
    expect(calculatorFigures(parse(""), copy.calculatorRates)).toBeUndefined();
  });

  it("drops a figure that is not a number or out of bounds, and the signup still validates", () => {
    for (const bad of ["calls=abc", "calls=-1", "missed=101", "job=1e12", "booking=Infinity"]) {
      const query = new URLSearchParams(inputsQuery(inputs));
      const [name, value] = bad.split("=");
      query.set(name, value);
      const lead = parse(query.toString());
      expect(lead.firstName, bad).toBe("Jane");
      expect(calculatorFigures(lead, copy.calculatorRates), bad).toBeUndefined();
    }
  });

  it("without the rates (a broken dataset) the signup keeps no figures rather than wrong ones", () => {
    expect(calculatorFigures(parse(inputsQuery(inputs)), null)).toBeUndefined();
    expect(calculatorFigures(parse(inputsQuery(inputs)), { callMinutes: 4, pricePerMinute: "Custom" })).toBeUndefined();
  });
});
