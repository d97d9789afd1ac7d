import { describe, expect, it } from "vitest";
import { attributionColumns, describeForwards, EXPORT_COLUMNS, toCsv } from "./export-leads";

describe("lead export", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(toCsv(["id", "name"], [{ id: "3", name: "+12125550123" }, { id: "2", name: 'Smith, "Jr"' }, { id: "1", name: "=HYPERLINK(1)" }, { id: "0" }])).toBe(
      'id,name\r\n3,+12125550123\r\n2,"Smith, ""Jr"""\r\n1,\'=HYPERLINK(1)\r\n0,\r\n',
    );
  });

  it("shows the language and both touches in their own columns", () => {
    const lead = {
      id: "1",
      created_at: "2026-03-10T12:00:00.000Z",
      email: "jane@acme.test",
      name: "Jane Doe",
      company_name: "Acme",
      zip_code: "77002",
      report_name: "r",
      language: "es",
      ...attributionColumns({
        first_touch: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", landing_path: "/", date: "2026-03-01" },
        last_touch: { referrer_host: "news.example.com", landing_path: "/es/demo", date: "2026-03-09" },
      }),
      forwards: "notify: done",
    };
    expect(toCsv(EXPORT_COLUMNS["report-download"], [lead, { ...lead, id: "0", language: "en", ...attributionColumns(null) }])).toBe(
      [
        "id,created_at,email,name,company_name,zip_code,report_name,language," +
          "first_touch_utm_source,first_touch_utm_medium,first_touch_utm_campaign,first_touch_utm_term,first_touch_utm_content,first_touch_referrer_host,first_touch_landing_path,first_touch_date," +
          "last_touch_utm_source,last_touch_utm_medium,last_touch_utm_campaign,last_touch_utm_term,last_touch_utm_content,last_touch_referrer_host,last_touch_landing_path,last_touch_date,forwards",
        "1,2026-03-10T12:00:00.000Z,jane@acme.test,Jane Doe,Acme,77002,r,es,google,cpc,spring,,,,/,2026-03-01,,,,,,news.example.com,/es/demo,2026-03-09,notify: done",
        "0,2026-03-10T12:00:00.000Z,jane@acme.test,Jane Doe,Acme,77002,r,en,,,,,,,,,,,,,,,,,notify: done",
        "",
      ].join("\r\n"),
    );
  });

  it("shows where each forward stands, with the reason of a failure", () => {
    expect(
      describeForwards({ call: { status: "done", attempts: 2, result: "call_1" }, mailing: { status: "failed", attempts: 3, reason: "Error: 500" } }),
    ).toBe("call: done; mailing: failed (3 attempts): Error: 500");
  });
});
