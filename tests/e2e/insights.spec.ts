import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectToast, freshEmail, recordToasts } from "../mocks/e2e-support";
import { experimentCookie, HOME_EXPERIMENT, VARIANT_VISITOR } from "../support/experiments";
import { fillDemoCall, fillSignup } from "../support/lead-forms";
import { gotoHydrated } from "../support/page";
import { seedDocument } from "../support/seed";
import { startSiteWithOwnStore, type SiteWithOwnStore } from "../support/site-process";
import { idle, visitor } from "../support/visitors";

/**
 * Visits and leads on a site process of this spec's own (its own file store, so the figures are this spec's alone),
 * then the same report read twice: by `npm run insights` on that store and on the Insights page.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PASSWORD = "insights-e2e-team-password";
const { demoCall } = seedDocument("leadForms");
const { form: demoSignup } = seedDocument("demoPage");
let site: SiteWithOwnStore;

test.beforeAll(async () => {
  // A hook's own timeout (30 s unless set here): a production process starting on a busy two-core machine can take longer.
  test.setTimeout(120_000);
  site = await startSiteWithOwnStore("insights", {
    INSIGHTS_PASSWORD: PASSWORD,
    LEAD_FORM_LIMIT_PER_HOUR: "1000",
    VISIT_LIMIT_PER_MINUTE: "1000",
  });
});
test.afterAll(async () => {
  await site?.stop();
});

const today = () => new Date().toISOString().slice(0, 10);
const CAMPAIGN = { source: "e2e-news", medium: "email", campaign: `insights-${randomInt(1e9)}` };

/** A page view counted once: the page loads, the clock moves past the beacon's idle wait, the beacon is answered. */
async function view(browser: Browser, path: string, experimentVisitor?: string) {
  const visit = await visitor(browser);
  if (experimentVisitor) await visit.context.addCookies([experimentCookie(experimentVisitor, site.url)]);
  await recordToasts(visit.page);
  await gotoHydrated(visit.page, `${site.url}${path}`);
  await idle(visit.page, visit.beacons, 1);
  // Time runs again for the forms (their loading and toasts).
  await visit.page.clock.resume();
  return visit;
}

/** `npm run insights` against the site's store (its env, without the developer's Redis). */
async function insightsCli(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(REDIS_URL|UPSTASH_)/.test(name)));
  return promisify(execFile)("node_modules/.bin/tsx", ["scripts/insights.ts", ...args], {
    env: { ...env, ...site.storeEnv } as NodeJS.ProcessEnv,
  });
}

async function signIn(page: Page) {
  await page.getByLabel("Team password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** The rows of the report table under `heading`, as their cells' text. */
async function tableRows(page: Page, heading: string) {
  const table = page.locator("section", { has: page.getByRole("heading", { name: heading, exact: true }) }).getByRole("table");
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
}

test("npm run insights and the Insights page show the visits, leads and rates of the spec's own views and leads", async ({ browser }) => {
  // Home runs the seed's experiment: this visitor sees its variant.
  const direct = await view(browser, "/", VARIANT_VISITOR);
  await direct.context.close();

  const signup = await view(browser, "/demo");
  await fillSignup(signup.page, demoSignup, { email: freshEmail("insights-signup") });
  await signup.page.getByRole("button", { name: demoSignup.submitLabel }).click();
  await expectToast(signup.page, demoSignup.successTitle, demoSignup.successText);
  await signup.context.close();

  const query = `utm_source=${CAMPAIGN.source}&utm_medium=${CAMPAIGN.medium}&utm_campaign=${CAMPAIGN.campaign}`;
  const campaign = await view(browser, `/trades/plumbing?${query}`);
  const callForm = campaign.page.locator("#live-demo").getByTestId("demo-call-form");
  await callForm.scrollIntoViewIfNeeded();
  await expect(callForm).toHaveAttribute("data-live", "true");
  await fillDemoCall(callForm, demoCall, { email: freshEmail("insights-call") });
  await callForm.getByRole("button", { name: demoCall.submitLabel }).click();
  await expectToast(campaign.page, demoCall.successTitle, demoCall.successText);
  await campaign.context.close();

  const spanish = await view(browser, "/es/trades/plumbing");
  await spanish.context.close();

  // 4 views (/, /demo, /trades/plumbing in English from the campaign and in Spanish), 2 leads.
  const day = today();
  const { stdout } = await insightsCli("--from", day, "--to", day);
  expect(stdout).toContain("All       4           1             1                 0      2  50.0%");
  expect(stdout).toMatch(/\/trades\/plumbing\s+2\s+1\s+0\s+0\s+1\s+50\.0%/);
  expect(stdout).toMatch(/\/demo\s+1\s+0\s+1\s+0\s+1\s+100\.0%/);
  expect(stdout).toMatch(/\n\/\s+1\s+0\s+0\s+0\s+0\s+0\.0%/);
  expect(stdout).toMatch(new RegExp(`e2e-news / email / ${CAMPAIGN.campaign}\\s+1\\s+1\\s+0\\s+0\\s+1\\s+100\\.0%`));
  expect(stdout).toMatch(/\(none: direct or organic\)\s+3\s+0\s+1\s+0\s+1\s+33\.3%/);
  expect(stdout).toMatch(/\nen\s+3\s+1\s+1\s+0\s+2\s+66\.7%/);
  expect(stdout).toMatch(/\nes\s+1\s+0\s+0\s+0\s+0\s+0\.0%/);
  const csv = (await insightsCli("--from", day, "--to", day, "--csv")).stdout.split("\r\n");
  expect(csv).toContain('"total","","4","1","1","0","2","0.5000"');
  expect(csv).toContain(`"day","${day}","4","1","1","0","2","0.5000"`);
  expect(csv).toContain(`"campaign","e2e-news / email / ${CAMPAIGN.campaign}","1","1","0","0","1","1.0000"`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/insights?from=${day}&to=${day}`);
  await signIn(page);
  await expect(page.getByTestId("total-visits")).toHaveText("4");
  await expect(page.getByTestId("total-demo-call")).toHaveText("1");
  await expect(page.getByTestId("total-demo-signup")).toHaveText("1");
  await expect(page.getByTestId("total-report-download")).toHaveText("0");
  await expect(page.getByTestId("total-leads")).toHaveText("2");
  await expect(page.getByTestId("total-rate")).toHaveText("50.0%");
  expect(await tableRows(page, "Day by day")).toEqual([[day, "4", "1", "1", "0", "2", "50.0%"]]);
  expect(await tableRows(page, "Pages")).toEqual([
    ["/trades/plumbing", "2", "1", "0", "0", "1", "50.0%"],
    ["/demo", "1", "0", "1", "0", "1", "100.0%"],
    ["/", "1", "0", "0", "0", "0", "0.0%"],
  ]);
  expect(await tableRows(page, "Campaigns (source / medium / campaign)")).toEqual([
    ["(none: direct or organic)", "3", "0", "1", "0", "1", "33.3%"],
    [`e2e-news / email / ${CAMPAIGN.campaign}`, "1", "1", "0", "0", "1", "100.0%"],
  ]);
  expect(await tableRows(page, "Languages")).toEqual([
    ["en", "3", "1", "1", "0", "2", "66.7%"],
    ["es", "1", "0", "0", "0", "0", "0.0%"],
  ]);
  expect(await tableRows(page, "Variants")).toEqual([
    ["(no experiment)", "3", "1", "1", "0", "2", "66.7%"],
    [`${HOME_EXPERIMENT.key.current}:missed-calls`, "1", "0", "0", "0", "0", "0.0%"],
  ]);
  const experiment = page.getByRole("region", { name: HOME_EXPERIMENT.name });
  await expect(experiment.getByRole("row", { name: /^control \(control\) 0 0/ })).toBeVisible();
  await expect(experiment.getByRole("row", { name: /^missed-calls 1 0 0\.0%/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Visits per day.*4 visits/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Leads per day.*2 leads/ })).toBeVisible();
  // English only: no switch to a Spanish page that does not exist.
  await expect(page.locator("a[hreflang]")).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

test("anonymous and wrong-password requests get the sign-in, never the data, and nothing is cached or indexed", async ({ request }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const anonymous = await request.get(`${site.url}/insights`);
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()["cache-control"]).toBe("private, no-store");
    expect(anonymous.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(anonymous.headers()["x-page-cache"]).not.toBe("hit");
    const html = await anonymous.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Team password");
    expect(html).not.toContain("Visits per day");
  }
  const wrong = await request.post(`${site.url}/insights`, {
    form: { intent: "sign-in", password: "not-the-password" },
    headers: { Origin: site.url, "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}` },
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()["set-cookie"]).toBeUndefined();
  expect(await wrong.text()).not.toContain("Visits per day");
  expect((await request.get(`${site.url}/sitemap.xml`)).ok()).toBe(true);
  expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).not.toContain("/insights");
});

test("a brute force gets 429 with Retry-After after 5 wrong passwords a minute, even for the right one", async ({ request }) => {
  const address = `203.0.113.${randomInt(1, 255)}`;
  const post = (password: string) =>
    request.post(`${site.url}/insights`, {
      form: { intent: "sign-in", password },
      headers: { Origin: site.url, "X-Forwarded-For": address },
      maxRedirects: 0,
    });
  for (let attempt = 0; attempt < 5; attempt++) expect((await post(`guess-${attempt}`)).status()).toBe(401);
  const limited = await post(PASSWORD);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(limited.headers()["set-cookie"]).toBeUndefined();
  // Another address is not slowed by it.
  const other = await request.post(`${site.url}/insights`, {
    form: { intent: "sign-in", password: PASSWORD },
    headers: { Origin: site.url, "X-Forwarded-For": `192.0.2.${randomInt(1, 255)}` },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(303);
});

test("signing in and out works with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/insights`);
  await page.getByLabel("Team password").fill("wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not the team password.");
  await expect(page.getByText("Visits per day")).toHaveCount(0);
  await signIn(page);
  const cookie = (await context.cookies()).find(({ name }) => name === "tv_insights");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  await page.getByLabel("From (UTC)").fill("2026-11-01");
  await page.getByLabel("To (UTC)").fill("2026-11-03");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/insights\?from=2026-11-01&to=2026-11-03$/);
  expect(await tableRows(page, "Day by day")).toEqual([
    ["2026-11-01", "0", "0", "0", "0", "0", "–"],
    ["2026-11-02", "0", "0", "0", "0", "0", "–"],
    ["2026-11-03", "0", "0", "0", "0", "0", "–"],
  ]);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Team password")).toBeVisible();
  expect((await context.cookies()).find(({ name }) => name === "tv_insights")).toBeUndefined();
  await context.close();
});

test("signing out ends the session everywhere: a copy of the cookie taken before is signed out too", async ({ browser }) => {
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await page.goto(`${site.url}/insights`);
  await signIn(page);
  const copied = await browser.newContext();
  await copied.addCookies((await signedIn.cookies()).filter(({ name }) => name === "tv_insights"));
  const other = await copied.newPage();
  await other.goto(`${site.url}/insights`);
  await expect(other.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Team password")).toBeVisible();
  // The copy still holds its cookie, and it no longer opens the report.
  expect((await copied.cookies()).some(({ name }) => name === "tv_insights")).toBe(true);
  await other.reload();
  await expect(other.getByLabel("Team password")).toBeVisible();
  await expect(other.getByText("Visits per day")).toHaveCount(0);
  await Promise.all([signedIn.close(), copied.close()]);
});

test("a sign-in or sign-out posted from another site gets 403 and a plain message, and changes no session", async ({
  browser,
  request,
}) => {
  const crossSite = { Origin: "https://evil.example", "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}` };
  const signInFromElsewhere = await request.post(`${site.url}/insights`, {
    form: { intent: "sign-in", password: PASSWORD },
    headers: crossSite,
    maxRedirects: 0,
  });
  expect(signInFromElsewhere.status()).toBe(403);
  expect(signInFromElsewhere.headers()["set-cookie"]).toBeUndefined();
  const refusal = await signInFromElsewhere.text();
  expect(refusal).toContain("Sign-in and sign-out are accepted only from this site&#x27;s own Insights page.");
  expect(refusal).not.toContain("Visits per day");

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/insights`);
  await signIn(page);
  const cookie = (await context.cookies()).find(({ name }) => name === "tv_insights")!;
  const signOutFromElsewhere = await request.post(`${site.url}/insights`, {
    form: { intent: "sign-out" },
    headers: { ...crossSite, Cookie: `${cookie.name}=${cookie.value}` },
    maxRedirects: 0,
  });
  expect(signOutFromElsewhere.status()).toBe(403);
  expect(signOutFromElsewhere.headers()["set-cookie"]).toBeUndefined();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await context.close();
});
