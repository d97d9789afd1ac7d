import { describe, expect, it } from "vitest";
import { headingAnchors, headingSlug } from "./heading-anchors";

const heading = (key: string, style: string, text: string) => ({ _key: key, _type: "block", style, children: [{ text }] });

describe("headingSlug", () => {
  it.each([
    ["The formula: five numbers you have", "the-formula-five-numbers-you-have"],
    ["¿Qué cuesta una llamada perdida? (2025)", "que-cuesta-una-llamada-perdida-2025"],
    ["Año nuevo, señal nueva", "ano-nuevo-senal-nueva"],
    ["24/7 answering", "24-7-answering"],
    ["¿?", "section"],
  ])("%j is %j", (text, slug) => expect(headingSlug(text)).toBe(slug));
});

describe("headingAnchors", () => {
  it("lists h2 and h3 headings in order, with unique ids, and skips other blocks", () => {
    const value = [
      heading("a", "h2", "Why it matters"),
      heading("b", "normal", "Body text"),
      heading("c", "h3", "Step one"),
      { _key: "d", _type: "callout", text: "Tip" },
      heading("e", "h2", "Why it matters"),
      heading("f", "h4", "Not listed"),
    ];
    expect(headingAnchors(value)).toEqual([
      { key: "a", id: "why-it-matters", text: "Why it matters", level: 2 },
      { key: "c", id: "step-one", text: "Step one", level: 3 },
      { key: "e", id: "why-it-matters-2", text: "Why it matters", level: 2 },
    ]);
  });

  it("is empty without text", () => expect(headingAnchors(null)).toEqual([]));
});
