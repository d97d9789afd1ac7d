import { expect, test } from "@playwright/test";
import { seedDocuments } from "../support/seed";

const seed = seedDocuments("en");
/** A JSON-LD graph node as the page prints it. */
type JsonLdNode = Record<string, unknown>;
const byId = (id: string) => seed.find((doc) => doc._id === id)!;
const home = byId("homePage");
const settings = byId("siteSettings");

test("home shows its sections in their agreed order with their anchors", async ({ page }) => {
  await page.goto("/");
  const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
  const expected = [
    "ai-assistants",
    "live-demo",
    "revenue-calculator",
    "integrations",
    "how-it-works",
    "features",
    "pricing",
    "scale",
    "customers",
  ];
  expect(order.filter((id) => expected.includes(id))).toEqual(expected);
});

test("hero: social proof, buttons and the three claims", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(settings.socialProof.label)).toBeVisible();
  await expect(page.getByRole("link", { name: home.hero.primaryCtaLabel })).toHaveAttribute("href", "#live-demo");
  await expect(page.getByRole("link", { name: home.hero.secondaryCtaLabel }).first()).toHaveAttribute("href", "/demo");
  for (const claim of home.hero.claims) await expect(page.getByText(claim.value, { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: home.hero.primaryCtaLabel }).click();
  await expect(page).toHaveURL(/#live-demo$/);
  await expect(page.locator("#live-demo")).toBeInViewport();
});

test("assistant cards: badge, name, description and buttons to the live demo", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("assistant-card");
  await expect(cards).toHaveCount(3);
  for (const ref of home.assistants.items) {
    const assistant = byId(ref._ref);
    const card = cards.filter({ hasText: assistant.name });
    await expect(card.getByText(assistant.type, { exact: true })).toBeVisible();
    await expect(card.getByText(assistant.description)).toBeVisible();
    await expect(card.getByRole("link", { name: home.assistants.talkLabel })).toHaveAttribute("href", "/#live-demo");
  }
  const more = page.locator("#ai-assistants li").filter({ hasText: home.assistants.more.title });
  await expect(more.getByText(home.assistants.more.badge)).toBeVisible();
  await expect(more.getByRole("link", { name: home.assistants.more.ctaLabel })).toHaveAttribute("href", "/#live-demo");
});

test("pricing: the per-minute rate comes from site settings, the feature table and FAQ come from the dataset", async ({ page }) => {
  await page.goto("/");
  const plans = page.getByTestId("pricing-plan");
  await expect(plans).toHaveCount(3);
  const pro = byId("plan-pro");
  await expect(plans.first().getByText(`${settings.pricePerMinute} ${pro.callCosts}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table")).toContainText(byId("feature-group-support").features[0].label);
  const firstFaq = byId(home.pricing.faqs[0]._ref);
  await page.getByRole("button", { name: firstFaq.question }).click();
  await expect(page.getByText(firstFaq.answer)).toBeVisible();
});

test("JSON-LD: the organization, the plans as offers and the FAQ, with the CSP nonce", async ({ page }) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => ({ json: JSON.parse(script.textContent ?? "{}"), hasNonce: script.hasAttribute("nonce") })),
    );
  const graph = blocks.map((block) => block.json).find((json) => json["@graph"])?.["@graph"];
  expect(graph.find((node: JsonLdNode) => node["@type"] === "Organization").name).toBe(settings.productName);
  const offers = graph.find((node: JsonLdNode) => node.offers).offers;
  expect(offers.map((offer: { name: string }) => offer.name)).toEqual(
    home.pricing.plans.map((plan: { _ref: string }) => byId(plan._ref).name),
  );
  expect(blocks.some((block) => block.json["@type"] === "FAQPage")).toBe(true);
  expect(blocks.every((block) => block.hasNonce)).toBe(true);
});

test("the live-demo panel has 12 bars and one shown line", async ({ page }) => {
  await page.goto("/");
  const panel = page.getByTestId("sample-line-panel");
  await expect(panel).toHaveAttribute("aria-label", home.liveDemo.panelLabel);
  await expect(page.getByTestId("sample-line-bars").locator("span")).toHaveCount(12);
  await expect(page.getByTestId("sample-line")).toHaveCount(1);
});
