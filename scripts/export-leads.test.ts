import { describe, expect, it } from "vitest";
import { toCsv } from "./export-leads";

describe("lead export", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(toCsv(["id", "name"], [{ id: "3", name: "+12125550123" }, { id: "2", name: 'Smith, "Jr"' }, { id: "1", name: "=HYPERLINK(1)" }, { id: "0" }])).toBe(
      'id,name\r\n3,+12125550123\r\n2,"Smith, ""Jr"""\r\n1,\'=HYPERLINK(1)\r\n0,\r\n',
    );
  });
});
