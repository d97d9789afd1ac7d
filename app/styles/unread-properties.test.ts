import { describe, expect, it } from "vitest";
import { withoutUnreadProperties } from "./unread-properties";

const fallback = (declarations: string) =>
  `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{${declarations}}}}`;
const registration = (name: string) => `@property ${name}{syntax:"*";inherits:false;initial-value:0}`;

describe("withoutUnreadProperties", () => {
  it("keeps the registrations of the variables a rule reads, and drops the others and the starting values for browsers without them", () => {
    const rules = ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}";
    const css = `${fallback("--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-blur:initial")}${rules}${[
      "--tw-shadow",
      "--tw-ring-shadow",
      "--tw-blur",
    ]
      .map(registration)
      .join("")}`;
    expect(withoutUnreadProperties(css)).toBe(`${rules}${registration("--tw-shadow")}${registration("--tw-ring-shadow")}`);
  });

  it("keeps the theme variables a rule reads, and drops the others", () => {
    const rules = "html{font-family:var(--default-font-family)}.text-brand{color:var(--color-brand)}";
    const css = `@layer theme{:root{--default-font-family:var(--font-sans);--font-sans:ui-sans-serif, system-ui;--color-brand:#0d5cab;--color-red-50:oklch(97.1% .013 17.38)}}${rules}`;
    expect(withoutUnreadProperties(css)).toBe(
      `@layer theme{:root{--default-font-family:var(--font-sans);--font-sans:ui-sans-serif, system-ui;--color-brand:#0d5cab}}${rules}`,
    );
  });

  it("leaves CSS without registrations as it is", () => {
    expect(withoutUnreadProperties(".a{color:red}")).toBe(".a{color:red}");
  });
});
