import { describe, expect, it } from "vitest";
import { faqNumber } from "~/components/ui/faq-accordion-live";
import { shownStep } from "./process-accordion";
import { nextLineIndex } from "./sample-line-panel";
import { wrapIndex } from "./tools-carousel";

describe("small rules of the interactive sections", () => {
  it("numbers FAQ items 001-004", () => {
    expect([0, 1, 2, 3].map(faqNumber)).toEqual(["001", "002", "003", "004"]);
  });

  it("shows the open process step's image, or the first when none is open", () => {
    const steps = [{ _key: "a" }, { _key: "b" }];
    expect(shownStep(steps, "b")).toBe(steps[1]);
    expect(shownStep(steps, "")).toBe(steps[0]);
  });

  it("rotates sample lines back to the first after the last", () => {
    expect(nextLineIndex(0, 33)).toBe(1);
    expect(nextLineIndex(32, 33)).toBe(0);
  });

  it("wraps carousel neighbours both ways", () => {
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(6, 1, 7)).toBe(0);
  });
});
