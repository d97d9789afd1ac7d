import { describe, expect, it } from "vitest";
import { isArticle, jsBudgetFor, JS_BUDGETS_KB } from "../../bench/budgets";
import { describePhone, referencePhone } from "../../bench/reference-phone";

describe("the reference phone's CPU slowdown (Lighthouse's calculator)", () => {
  it.each([
    [1300, 3],
    [1533, 4],
    [3088, 10.67],
    [3300, 11.58],
    [1288, 2.98],
    [800, 2],
    [1050, 2.5],
  ])("index %d: %dx", (index, slowdown) => {
    expect(referencePhone(index)).toEqual({ benchmarkIndex: index, cpuSlowdown: slowdown });
  });

  it("is continuous where the two lines meet (index 1,300)", () => {
    const below = referencePhone(1299.9);
    expect("cpuSlowdown" in below && below.cpuSlowdown).toBeCloseTo(3, 1);
  });

  it.each([799, 400, 0, Number.NaN])("a host at index %d is too slow to emulate the phone", (index) => {
    const phone = referencePhone(index);
    expect(phone).toEqual({ benchmarkIndex: index, tooSlow: true });
    expect(describePhone(phone)).toMatch(/too slow/);
  });

  it("is printed with the slowdown used", () => {
    expect(describePhone(referencePhone(3088))).toBe("index 3088, CPU 10.67x");
  });
});

describe("which pages are articles (one rule for the bench and the browser tests)", () => {
  it.each(["/blog/what-a-missed-call-costs", "/es/blog/lo-que-cuesta"])("%s is an article", (path) => {
    expect(isArticle(path)).toBe(true);
    expect(jsBudgetFor(path)).toBe(JS_BUDGETS_KB.article);
  });

  it.each(["/blog", "/blog/page/2", "/blog/category/guides", "/blog/category/guides/page/2", "/demo"])("%s is not", (path) => {
    expect(isArticle(path)).toBe(false);
    expect(jsBudgetFor(path)).toBe(JS_BUDGETS_KB.page);
  });

  it("both homes have home's budget", () => {
    expect(jsBudgetFor("/")).toBe(JS_BUDGETS_KB.home);
    expect(jsBudgetFor("/es")).toBe(JS_BUDGETS_KB.home);
  });
});
