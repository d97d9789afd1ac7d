import { describe, expect, it } from "vitest";
import { firstScreen } from "./first-screen";

const page = (sections: string) =>
  `<html><head></head><body><header class="bar">Logo</header><main><div class="hero-backdrop"><h1>Hi</h1></div>${sections}</main><footer class="foot">End</footer></body></html>`;

describe("firstScreen", () => {
  it.each([
    {
      what: "keeps the first two sections whole and only the tags of the later ones",
      shown: 2,
      sections:
        '<section class="section a"><p class="one">1</p></section><section id="b" class="bg-surface section"><p class="two">2</p></section><section class="section c"><p class="three">3</p></section><article class="section d"><p class="four">4</p></article>',
      kept: '<section class="section a"><p class="one">1</p></section><section id="b" class="bg-surface section"><p class="two">2</p></section><section class="section c"></section><article class="section d"></article>',
    },
    {
      what: "leaves out a later section's nested elements of its own name, and what follows it stays",
      shown: 2,
      sections:
        '<section class="section"></section><section class="section"></section><section class="section"><section class="inner"><section class="section x">x</section></section><p class="deep">y</p></section><div class="after">z</div>',
      kept: '<section class="section"></section><section class="section"></section><section class="section"></section><div class="after">z</div>',
    },
    {
      what: "counts only the `section` class, not names that contain it",
      shown: 0,
      sections: '<div class="section-intro">a</div><p class="sections">b</p><section class="section">c</section>',
      kept: '<div class="section-intro">a</div><p class="sections">b</p><section class="section"></section>',
    },
    { what: "returns a document without sections as it is", shown: 2, sections: "", kept: "" },
  ])("$what", ({ shown, sections, kept }) => {
    expect(firstScreen(page(sections), shown)).toBe(page(kept));
  });
});
