/**
 * Web-call taps against a running site, with page loads timed before and during them:
 * `node bench/web-call-load.mjs <site url>[,<url of another instance>...] [taps=500] [addresses=50] [seconds=60]` sends
 * `taps` POST /api/web-call (taking turns between the instances: run them on one Redis to see the caps hold) from
 * `addresses` visitor addresses (X-Forwarded-For: the site must trust the proxy, e.g. the default TRUST_PROXY=loopback
 * on localhost) spread evenly over `seconds`, while it loads the home page one request after another, and prints the
 * answers by status, the calls the site minted and the home page's median and 95th percentile before and during.
 * Run it against a site whose Retell is a stand-in (tests/mocks/e2e-providers.js): every 200 is a minted call.
 */
const [urls, taps = "500", addresses = "50", seconds = "60"] = process.argv.slice(2);
const origins = urls.split(",").map((url) => new URL(url).origin);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const origin = origins[0];

async function pageLoad() {
  const started = performance.now();
  const answer = await fetch(`${origin}/`, { headers: { "User-Agent": BROWSER } });
  await answer.arrayBuffer();
  return performance.now() - started;
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
};
const summary = (values) => ({ loads: values.length, p50Ms: percentile(values, 0.5), p95Ms: percentile(values, 0.95) });

async function loadsUntil(done) {
  const times = [];
  while (!done()) times.push(await pageLoad());
  return times;
}

// Warm the page cache and the content, then time the page alone.
await pageLoad();
const before = [];
for (let index = 0; index < 30; index++) before.push(await pageLoad());

let finished = false;
const during = loadsUntil(() => finished);
const statuses = {};
const gap = (Number(seconds) * 1000) / Number(taps);
await Promise.all(
  Array.from({ length: Number(taps) }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * gap));
    const instance = origins[index % origins.length];
    const answer = await fetch(`${instance}/api/web-call`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER,
        Origin: instance,
        "X-Forwarded-For": `198.51.100.${index % Number(addresses)}`,
      },
      body: JSON.stringify({ source: "live-demo", language: "en", page: "/" }),
    });
    await answer.arrayBuffer();
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }),
);
finished = true;
console.log(
  JSON.stringify({
    instances: origins.length,
    taps: Number(taps),
    addresses: Number(addresses),
    seconds: Number(seconds),
    statuses,
    minted: statuses[200] ?? 0,
    homeBefore: summary(before),
    homeDuring: summary(await during),
  }),
);
