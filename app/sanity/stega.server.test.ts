import { readFileSync } from "node:fs";
import { stegaClean, stegaEncodeSourceMap } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import { stegaFilter, VALUE_FIELDS } from "./stega.server";

/** A draft query result with the content source map the Content Lake would send for it. */
const result = {
  productName: "TradeVoice",
  phone: "+17135550123",
  calendarLink: "tradevoice/demo",
  socialLinks: [{ platform: "facebook" }],
  line: { text: "My AC stopped working", trade: "HVAC" },
  options: ["Plumbing", "HVAC"],
  icon: "phone-call",
};

const sources: Array<[string, string]> = [
  ["$['productName']", "$['productName']"],
  ["$['phone']", "$['phone']"],
  ["$['calendarLink']", "$['calendarLink']"],
  ["$['socialLinks'][0]['platform']", "$['socialLinks'][?(@._key=='a')]['platform']"],
  ["$['line']['text']", "$['text']"],
  ["$['line']['trade']", "$['trade']"],
  ["$['options'][0]", "$['form']['industryOptions'][0]"],
  ["$['options'][1]", "$['form']['industryOptions'][1]"],
  ["$['icon']", "$['benefits']['items'][?(@._key=='b')]['icon']"],
];

function encode<T>(value: T): T {
  return stegaEncodeSourceMap(
    value,
    {
      documents: [{ _id: "drafts.siteSettings", _type: "siteSettings" }],
      paths: sources.map(([, source]) => source),
      mappings: Object.fromEntries(
        sources.map(([target], index) => [target, { type: "value", source: { type: "documentValue", document: 0, path: index } }]),
      ),
    },
    { enabled: true, studioUrl: "https://tradevoice.sanity.studio", filter: stegaFilter },
  );
}

describe("stega filter", () => {
  const encoded = encode(result);

  it("marks visible text for click-to-edit", () => {
    expect(encoded.productName).not.toBe(result.productName);
    expect(stegaClean(encoded.productName)).toBe(result.productName);
    expect(encoded.line.text).not.toBe(result.line.text);
  });

  it("leaves strings the app uses as values exactly as stored", () => {
    expect(encoded.phone).toBe(result.phone);
    expect(encoded.calendarLink).toBe(result.calendarLink);
    expect(encoded.socialLinks[0].platform).toBe("facebook");
    expect(encoded.line.trade).toBe("HVAC");
    expect(encoded.options).toEqual(["Plumbing", "HVAC"]);
    expect(encoded.icon).toBe("phone-call");
  });

  it("names fields that exist in the content", () => {
    const seed = readFileSync("studio/seed/production.ndjson", "utf8");
    for (const field of VALUE_FIELDS) expect(seed, field).toContain(`"${field}":`);
  });
});
