import { expect } from "@playwright/test";
import { parse } from "node-html-parser";
import { seedDocuments } from "../support/seed";
import { CONTROL_COOKIE, test } from "../support/control-visitor";
import { attributesOf, serverDocument, shownText } from "../support/html";

/** Expected copy straight from the seed dataset the server under test reads. */
const seed = seedDocuments("en");
const byId = (id: string) => seed.find((doc) => doc._id === id)!;
const ofType = (type: string) => seed.filter((doc) => doc._type === type && !doc._id.startsWith("drafts."));

interface PublicPage {
  path: string;
  title: string;
  description: string;
  h1: string;
  indexed: boolean;
}

const publicPages: PublicPage[] = [
  { path: "/", doc: byId("homePage"), h1: byId("homePage").hero.heading },
  { path: "/demo", doc: byId("demoPage"), h1: byId("demoPage").heading },
  ...ofType("useCasePage").map((doc) => ({ path: `/use-cases/${doc.slug.current}`, doc, h1: doc.hero.heading })),
  ...ofType("tradePage").map((doc) => ({ path: `/trades/${doc.slug.current}`, doc, h1: doc.hero.heading })),
  ...ofType("comparison").map((doc) => ({ path: `/compare/${doc.slug.current}`, doc, h1: doc.hero.heading })),
  ...ofType("report").map((doc) => ({ path: `/reports/${doc.slug.current}`, doc, h1: doc.gate.heading })),
  ...ofType("simplePage").map((doc) => ({ path: `/${doc.slug.current}`, doc, h1: doc.title })),
  { path: "/blog", doc: byId("blogPage"), h1: byId("blogPage").heading },
  ...ofType("article").map((doc) => ({ path: `/blog/${doc.slug.current}`, doc, h1: doc.title })),
  ...ofType("landingPage").map((doc) => ({ path: `/${doc.slug.current}`, doc, h1: doc.blocks[0].heading })),
]
  .map(({ path, doc, h1 }) => ({ path, h1, title: doc.seo.title, description: doc.seo.description, indexed: !doc.seo.noIndex }))
  .concat(
    // A category's list: its name in the blog page's title pattern, its own description.
    ofType("blogCategory").map((doc) => {
      const title = byId("blogPage").listing.categoryTitle.replace("{category}", doc.title);
      return { path: `/blog/category/${doc.slug.current}`, h1: title, title, description: doc.description, indexed: true };
    }),
  );

test("the dataset has the site's 25 public routes, its 2 landing pages, the blog, its 4 categories and 6 articles", () => {
  expect(publicPages).toHaveLength(38);
  expect(new Set(publicPages.map((page) => page.path)).size).toBe(38);
});

// What the server's HTML decides: read without a browser (hydration.spec.ts shows the browser keeps that HTML).
test.describe("each page's HTML", () => {
  test.use({ extraHTTPHeaders: CONTROL_COOKIE });

  for (const page of publicPages) {
    test(`${page.path} answers 200 with its own h1, title and description`, async ({ request }) => {
      const { status, document } = await serverDocument(request, page.path);
      expect(status).toBe(200);
      expect(document.querySelectorAll("h1").map(shownText)).toEqual([page.h1]);
      expect(document.querySelectorAll("title").map(shownText)).toEqual([page.title]);
      expect(attributesOf(document, 'meta[name="description"]', "content")).toEqual([page.description]);
      const [canonical, ...more] = attributesOf(document, 'link[rel="canonical"]', "href");
      expect(more).toEqual([]);
      expect(canonical).toMatch(new RegExp(`${page.path === "/" ? "/" : page.path}$`));
    });
  }
});

// The server decides these too: its redirect and its 404 page (spanish.spec.ts follows the 404 page's link in a browser).
test("the gated report body redirects to the gate without access", async ({ request }) => {
  const report = ofType("report")[0];
  const response = await request.get(`/reports/${report.slug.current}/content`);
  expect(response.url()).toMatch(new RegExp(`/reports/${report.slug.current}$`));
  expect(
    parse(await response.text())
      .querySelectorAll("h1")
      .map(shownText),
  ).toEqual([report.gate.heading]);
});

for (const path of ["/trades/not-a-trade", "/use-cases/setup-agents", "/compare/nobody"]) {
  test(`${path} is the not-found page with status 404`, async ({ request }) => {
    const { status, document } = await serverDocument(request, path);
    expect(status).toBe(404);
    expect(document.querySelectorAll("h1").map(shownText)).toEqual([byId("siteSettings").notFound.title]);
  });
}

test("sitemap.xml lists every public page with absolute URLs, robots.txt points at it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  // Each page in English and in Spanish (spanish.spec.ts checks their alternates), but a page hidden from search engines.
  const inBothLanguages = publicPages
    .filter((page) => page.indexed)
    .flatMap((page) => [page.path, page.path === "/" ? "/es" : `/es${page.path}`]);
  expect(locations.map((url) => url.pathname).sort()).toEqual(inBothLanguages.sort());
  for (const url of locations) expect(url.protocol).toMatch(/^https?:$/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(baseURL).toBeTruthy();
});

test("pages are publicly cacheable", async ({ request }) => {
  for (const path of ["/", "/trades/plumbing", "/use-cases/receptionists", "/compare/telli"]) {
    // A returning visitor: a first visit to a page under an experiment sets tv_exp, so that one answer is private.
    const response = await request.get(path, { headers: CONTROL_COOKIE });
    expect(response.headers()["cache-control"], path).toContain("public");
  }
});
