import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasForbiddenCharacters, isBlank, normalizeText, singleLine } from "~/utils/text-hygiene";
import { visitorText } from "./input-hygiene";

const messages = { tooLong: "At most {max}", invalidCharacters: "Bad characters", singleValue: "One value" };
const name = visitorText(messages, { required: "Required", min: 2, max: 10 });
const issue = (value: unknown) => name.safeParse(value).error?.issues.map((i) => i.message);

/** One of each kind the rule refuses, named for the failure message. */
const REFUSED: Record<string, string> = {
  "CR LF (header injection)": "Evil\r\nBcc: attacker@evil.example",
  LF: "Jane\nDoe",
  NUL: "Jane\u0000Doe",
  "tab inside": "Jane\tDoe",
  DEL: "Jane\u007fDoe",
  "NEL (C1)": "Jane\u0085Doe",
  "terminal escape (ESC [)": "Jane\u001b[31mDoe",
  "C1 CSI": "Jane\u009b31mDoe",
  "line separator": "Jane\u2028Doe",
  "paragraph separator": "Jane\u2029Doe",
  "right-to-left override": "Jane\u202eeoD",
  "left-to-right embedding": "Jane\u202aDoe",
  "right-to-left isolate": "Jane\u2067Doe\u2069",
  "first-strong isolate": "Jane\u2068Doe",
  "interlinear annotation": "Jane\ufff9Doe",
  "tag characters": "Jane\u{E0049}\u{E0067}Doe",
  "invalid UTF-8 (decoded)": "Jane\ufffdDoe",
  "lone surrogate": "Jane\ud800Doe",
};

describe("input hygiene", () => {
  it.each(Object.entries(REFUSED))("refuses %s", (_, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(issue(value)).toEqual(["Bad characters"]);
  });

  it("keeps letters of any script, emoji, apostrophes and direction marks", () => {
    for (const value of ["José Núñez", "O'Brien-Smith", "李小龙", "محمد\u200f", "Ana 👩‍🔧", "Zoë & Co."]) {
      expect(hasForbiddenCharacters(value)).toBe(false);
    }
  });

  it("normalises to NFC and trims, so a decomposed accent counts and compares as one letter", () => {
    expect(normalizeText("  Jose\u0301 ")).toBe("José");
    expect(name.parse("  Jose\u0301 ")).toBe("José");
  });

  it("answers a value of only invisible characters with the field's required message", () => {
    for (const value of [
      "\u200b\u200b\u200b",
      "\ufeff",
      "\u2060\u200c\u200d",
      " \u00a0\u3000",
      "\u2800\u2800",
      "\u3164\u3164",
      "\u00ad\u00ad",
    ]) {
      expect(isBlank(value)).toBe(true);
      expect(issue(value)).toEqual(["Required"]);
    }
    expect(isBlank("a\u200b")).toBe(false);
  });

  it("answers a value over the limit with the content's message and the limit", () => {
    expect(issue("x".repeat(11))).toEqual(["At most 10"]);
    expect(name.parse("x".repeat(10))).toBe("x".repeat(10));
  });

  it("answers a field sent twice (an array) and a missing one with content messages, never zod's defaults", () => {
    expect(issue(["Jane", "Evil"])).toEqual(["One value"]);
    expect(issue(undefined)).toEqual(["Required"]);
    expect(issue("J")).toEqual(["Required"]);
  });

  it("runs the field's own rules on the clean value only", () => {
    const email = visitorText(messages, { required: "Required", max: 254 }, (text) => text.toLowerCase().email("Invalid email"));
    expect(email.parse(" Jane@Acme.TEST ")).toBe("jane@acme.test");
    expect(email.safeParse("jane@acme.test\r\nBcc: x@evil.example").error?.issues.map((i) => i.message)).toEqual(["Bad characters"]);
    expect(
      z
        .object({ email })
        .safeParse({ email: "nope" })
        .error?.issues.map((i) => i.message),
    ).toEqual(["Invalid email"]);
  });
});

describe("singleLine (what a header, a subject or a provider variable may carry)", () => {
  it("turns every line break and control run into one space", () => {
    expect(singleLine("Evil\r\nBcc: attacker@evil.example")).toBe("Evil Bcc: attacker@evil.example");
    expect(singleLine("a\u2028b\u0085c\u0000d\u001b[31me\u202ef")).toBe("a b c d [31me f");
    expect(singleLine("  New lead:\n\n Jane  Doe \t")).toBe("New lead: Jane Doe");
  });

  it("leaves ordinary text as it is", () => {
    expect(singleLine("New demo call lead: José Núñez (Acme & Sons)")).toBe("New demo call lead: José Núñez (Acme & Sons)");
  });
});
