import { z } from "zod";
import { describe, expect, it } from "vitest";
import { formFields, LEAD_FORM_FIELDS, LEAD_SCHEMAS } from "~/leads/records";
import { attributionColumns, csvCell, describeForwards, EXPORT_COLUMNS, exportColumns, toCsv } from "./export-leads";

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
