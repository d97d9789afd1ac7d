/**
 * The bench's signups, sent by autocannon in a process of its own, like the load test's requests (a fetch() loop
 * in the bench process ran slower once Lighthouse had run in that process, and the site then measured slower):
 * `node bench/signup-load.mjs <site url> <json>` with { tag, first, amount, connections, fields, userAgent } posts
 * `amount` /demo signups (emails bench-<tag>-<n>@smithplumbing.com, n from `first`) as the browser's form submission
 * and prints autocannon's figures with the number of signups the site acknowledged.
 */
import autocannon from "autocannon";

const [url, json] = process.argv.slice(2);
const { tag, first, amount, connections, fields, userAgent } = JSON.parse(json);
let next = first;
let acknowledged = 0;

const result = await autocannon({
  url,
  connections,
  amount,
  headers: { "user-agent": userAgent, "content-type": "application/x-www-form-urlencoded" },
  requests: [
    {
      method: "POST",
      path: "/demo.data",
      setupRequest(request) {
        const index = next++;
        const body = new URLSearchParams({ ...fields, lastName: `Signup ${index}`, email: `bench-${tag}-${index}@smithplumbing.com` });
        return { ...request, body: body.toString() };
      },
      onResponse(status, body) {
        if (status === 200 && body.includes('"success"')) acknowledged++;
      },
    },
  ],
});
console.log(JSON.stringify({ acknowledged, sent: result.requests.sent, seconds: result.duration, p99Ms: result.latency.p99 }));
