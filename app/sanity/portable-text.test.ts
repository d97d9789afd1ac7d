import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./portable-text";

/** One paragraph whose words "the report" link to `href`, as the Studio stores a link annotation. */
const paragraph = (href: string) => [
  {
    _type: "block",
    _key: "p1",
    style: "normal",
    markDefs: [{ _type: "link", _key: "l1", href }],
    children: [
      { _type: "span", _key: "s1", text: "Read ", marks: [] },
      { _type: "span", _key: "s2", text: "the report", marks: ["l1"] },
    ],
  },
];
const render = (href: string) => renderToStaticMarkup(createElement(RichText, { value: paragraph(href) }));

describe("links in rich text", () => {
  it.each(["/\\evil.example/x", "//evil.example", "/\t/evil.example", "/%5Cevil.example", "javascript:alert(1)"])(
    "renders %j as its words, not as a link",
    (href) => {
      const html = render(href);
      expect(html).toBe('<div><p class="mt-4 leading-7 text-ink-soft">Read the report</p></div>');
      expect(html).not.toContain("evil");
    },
  );

  it("renders an https address as a link that does not hand over the page", () => {
    expect(render("https://example.com/report")).toContain('<a href="https://example.com/report" class="font-medium');
    expect(render("https://example.com/report")).toContain('rel="noopener noreferrer"');
  });
});

describe("headings in rich text", () => {
  it("carry the ids of their anchors, the ones a table of contents links to", () => {
    const heading = (key: string, style: string, text: string) => ({
      _type: "block",
      _key: key,
      style,
      markDefs: [],
      children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
    });
    const html = renderToStaticMarkup(
      createElement(RichText, {
        value: [heading("a", "h2", "¿Qué cuesta?"), heading("b", "h3", "Paso uno"), heading("c", "h2", "¿Qué cuesta?")],
      }),
    );
    expect(html).toContain('<h2 id="que-cuesta"');
    expect(html).toContain('<h3 id="paso-uno"');
    expect(html).toContain('<h2 id="que-cuesta-2"');
  });
});
