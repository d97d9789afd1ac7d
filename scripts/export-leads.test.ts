import { describe, expect, it } from "vitest";
import { describeForwards, toCsv } from "./export-leads";

describe("lead export", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(toCsv(["id", "name"], [{ id: "3", name: "+12125550123" }, { id: "2", name: 'Smith, "Jr"' }, { id: "1", name: "=HYPERLINK(1)" }, { id: "0" }])).toBe(
      'id,name\r\n3,+12125550123\r\n2,"Smith, ""Jr"""\r\n1,\'=HYPERLINK(1)\r\n0,\r\n',
    );
  });

  it("shows where each forward stands, with the reason of a failure", () => {
    expect(
      describeForwards({ call: { status: "done", attempts: 2, result: "call_1" }, mailing: { status: "failed", attempts: 3, reason: "Error: 500" } }),
    ).toBe("call: done; mailing: failed (3 attempts): Error: 500");
  });
});
