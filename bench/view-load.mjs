/**
 * Page views for the bench's counting part, sent by autocannon in a process of its own (as the load test's):
 * `node bench/view-load.mjs <site url> <json>` with { path, send, connections, seconds, userAgent } requests
 * `path` as a browser does (`send: "page"`) or posts its view's beacon (`send: "beacon"`, a fresh view id each, as
 * the page's inline script sends it), and prints how many were answered, how many failed and the rate a second.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

const [url, json] = process.argv.slice(2);
const { path, send, connections, seconds, userAgent } = JSON.parse(json);
const page = { method: "GET", path, headers: { "user-agent": userAgent, "accept-encoding": "br, gzip" } };
const beacon = {
  method: "POST",
  path: "/api/visits",
  headers: { "user-agent": userAgent, "content-type": "text/plain;charset=UTF-8", origin: url },
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ id: randomUUID(), path, referrer: "", utm_source: "", utm_medium: "", utm_campaign: "", variant: "" }),
  }),
};
const result = await autocannon({ url, connections, duration: seconds, requests: [send === "beacon" ? beacon : page] });
console.log(
  JSON.stringify({ answered: result["2xx"], failed: result.errors + result.timeouts + result.non2xx, perSecond: result.requests.average }),
);
