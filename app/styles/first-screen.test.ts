import { describe, expect, it } from "vitest";
import { firstScreen } from "./first-screen";

const page = (sections: string) =>
  `<html><head></head><body><header class="bar">Logo</header><main><div class="hero-backdrop"><h1>Hi</h1></div>${sections}</main><footer class="foot">End</footer></body></html>`;

describe("firstScreen", () => {
  it("keeps the first sections whole and only the tags of the later ones", () => {
    const html = page(
      '<section class="section a"><p class="one">1</p></section><section id="b" class="bg-surface section"><p class="two">2</p></section><section class="section c"><p class="three">3</p></section><article class="section d"><p class="four">4</p></article>',
    );
    expect(firstScreen(html)).toBe(
      page(
        '<section class="section a"><p class="one">1</p></section><section id="b" class="bg-surface section"><p class="two">2</p></section><section class="section c"></section><article class="section d"></article>',
      ),
    );
  });

  it("leaves out a later section's nested elements of its own name, and what follows it stays", () => {
    const html = page(
      '<section class="section"></section><section class="section"></section><section class="section"><section class="inner"><section class="section x">x</section></section><p class="deep">y</p></section><div class="after">z</div>',
    );
    expect(firstScreen(html)).toBe(
      page(
        '<section class="section"></section><section class="section"></section><section class="section"></section><div class="after">z</div>',
      ),
    );
  });

  it("counts only the `section` class, not names that contain it", () => {
    const html = page('<div class="section-intro">a</div><p class="sections">b</p><section class="section">c</section>');
    expect(firstScreen(html, 0)).toBe(
      page('<div class="section-intro">a</div><p class="sections">b</p><section class="section"></section>'),
    );
  });

  it("returns a document without sections as it is", () => {
    expect(firstScreen(page(""))).toBe(page(""));
  });
});
