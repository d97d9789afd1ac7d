import { chromium } from "/work/main/node_modules/playwright/index.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const path = process.argv[2];
let bad = 0;
for (let i = 0; i < Number(process.argv[3] ?? 10); i++) {
  const context = await browser.newContext({ viewport: { width: i % 2 ? 1280 : 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 + (i % 4) * 2 });
  const scripts = [];
  const logs = [];
  page.on("console", (m) => logs.push(m.type() + ": " + m.text().slice(0, 300)));
  page.on("pageerror", (e) => logs.push("pageerror: " + e.message.slice(0, 300)));
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url().split("/").pop()));
  await page.goto("http://localhost:3000" + path, { waitUntil: "networkidle" });
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
  await page.waitForLoadState("networkidle");
  const forms = scripts.filter((s) => /-form-/.test(s));
  if (forms.length) { bad++; console.log(i, forms, logs, await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))); }
  await context.close();
}
console.log("bad", bad);
await browser.close();
