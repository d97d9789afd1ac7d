import { requestText } from "./raw-http";

/** One hostile request: a name for the report and its exact bytes. */
export interface HostileCase {
  name: string;
  request: string;
  /** The server may close without an answer (a CONNECT, which Node hands to a listener the site does not have). */
  mayClose?: boolean;
}

/** The routes a guard protects, and the pages around them (app/routes.ts). */
const GUARDED = [
  "/insights",
  "/demo",
  "/reports/missed-calls",
  "/trades/plumbing",
  "/compare/answering-service",
  "/",
  "/api/content-webhook",
  "/api/visits",
  "/api/preview",
  "/blog/some-article",
];

/** Spellings Remix (or a URL parser) reads as the same route, and some it does not. */
const SPELLINGS: [string, (path: string) => string][] = [
  ["as is", (p) => p],
  ["upper case", (p) => p.toUpperCase()],
  ["title case", (p) => p.replace(/\/(\w)/g, (_m, c: string) => `/${c.toUpperCase()}`)],
  ["trailing slash", (p) => (p === "/" ? "/" : `${p}/`)],
  [".data", (p) => (p === "/" ? "/_root.data" : `${p}.data`)],
  [".data ?index", (p) => (p === "/" ? "/_root.data?index" : `${p}.data?index`)],
  ["Upper.data", (p) => (p === "/" ? "/_ROOT.data" : `${p.toUpperCase()}.data`)],
  [".DATA", (p) => `${p === "/" ? "/_root" : p}.DATA`],
  ["encoded first letter", (p) => (p === "/" ? "/%2F" : `/%${p.charCodeAt(1).toString(16)}${p.slice(2)}`)],
  ["encoded upper hex", (p) => (p === "/" ? "/%2f" : `/%${p.charCodeAt(1).toString(16).toUpperCase()}${p.slice(2)}`)],
  ["/es copy", (p) => (p === "/" ? "/es" : `/es${p}`)],
  ["/ES copy .data", (p) => `/ES${p === "/" ? "" : p.toUpperCase()}.data`],
  ["double slash inside", (p) => `/es/${p}`],
  ["leading double slash", (p) => `/${p}`],
  ["dot segment", (p) => `/x/..${p}`],
  ["encoded dot segment", (p) => `/x/%2e%2E${p}`],
  ["backslash", (p) => `/\\${p.slice(1)}`],
  ["semicolon", (p) => `${p};x=1`],
  ["utm", (p) => `${p}?utm_source=a%E2%80%AEb&utm_campaign=%0d%0aSet-Cookie:x&utm_term=%zz`],
];

/** Malformed or hostile path pieces, each tried alone and in a guarded route. */
const BAD_PIECES = [
  "%",
  "%z",
  "%zz",
  "%2",
  "%00",
  "%0d",
  "%0a",
  "%0D%0A",
  "%09",
  "%7f",
  "%c0%ae",
  "%c0%af",
  "%e0%80%ae",
  "%ed%a0%80",
  "%ff",
  "%fe%ff",
  "%2e",
  "%2e%2e",
  "%2E%2e",
  ".%2e",
  "..",
  ".",
  "%2f",
  "%5c",
  "%252e",
  "%u002e",
  "%%32%65",
  "<script>",
  "a b",
  '"',
  "`",
  "{x}",
  "é",
  "\u0000",
  "\t",
  "#frag",
  "|",
  "[",
  "]",
  ":",
  "@",
];

/** The request lines of the issue: each took the site down (`GET //`) or cost seconds of CPU. */
const CRASHERS = ["//", "//?utm_source=x", "///", "//:", "//a:b", "//[", "//evil.example/x", "//\\", "/\\", "/\\\\evil.example"];

/**
 * At least 500 requests that no valid visitor sends: spellings of every guarded route with each method, malformed
 * percent-encoding, dot segments, absolute-form and other request targets, long paths, and hostile headers.
 */
export function hostileCorpus(): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = (name: string, request: string, mayClose = false) => cases.push({ name, request, mayClose });

  for (const target of CRASHERS) {
    for (const method of ["GET", "HEAD", "POST"])
      add(`${method} ${target}`, requestText(`${method} ${target} HTTP/1.1`, { body: method === "POST" ? "a=1" : "" }));
  }
  for (const path of GUARDED) {
    for (const [spelling, spell] of SPELLINGS) {
      for (const method of ["GET", "POST"]) {
        const target = spell(path);
        add(
          `${method} ${path} (${spelling})`,
          requestText(`${method} ${target} HTTP/1.1`, { body: method === "POST" ? "intent=sign-in&password=x" : "" }),
        );
      }
    }
  }
  for (const piece of BAD_PIECES) {
    for (const template of ["/PIECE", "/demo/PIECE", "/PIECE/insights", "/es/PIECE.data", "/insightsPIECE"]) {
      const target = template.replace("PIECE", piece);
      add(`GET ${JSON.stringify(target)}`, requestText(`GET ${target} HTTP/1.1`));
    }
    add(`POST /insightsPIECE ${JSON.stringify(piece)}`, requestText(`POST /insights${piece} HTTP/1.1`, { body: "password=x" }));
  }

  // Every ASCII character percent-encoded, alone and in the sign-in's path (both hex cases).
  for (let code = 0; code < 0x80; code++) {
    const hex = code.toString(16).padStart(2, "0");
    add(`GET /%${hex}`, requestText(`GET /%${hex} HTTP/1.1`));
    add(`POST /insight%${hex.toUpperCase()}`, requestText(`POST /insight%${hex.toUpperCase()} HTTP/1.1`, { body: "password=x" }));
  }

  // Request targets that are not a path, and request lines Node itself refuses.
  const lines = [
    "GET http://localhost/ HTTP/1.1",
    "GET https://evil.example/insights HTTP/1.1",
    "POST http://localhost/demo HTTP/1.1",
    "GET HTTP://LOCALHOST/ HTTP/1.1",
    "GET localhost:80 HTTP/1.1",
    "GET * HTTP/1.1",
    "OPTIONS * HTTP/1.1",
    "OPTIONS / HTTP/1.1",
    "TRACE / HTTP/1.1",
    "PUT /demo HTTP/1.1",
    "DELETE /api/content-webhook HTTP/1.1",
    "PATCH /insights HTTP/1.1",
    "PROPFIND / HTTP/1.1",
    "get / HTTP/1.1",
    "GET / HTTP/1.2",
    "GET / HTTP/2.0",
    "GET /  HTTP/1.1",
    "GET",
    "GET /",
    "GET ? HTTP/1.1",
    "GET ?utm_source=x HTTP/1.1",
    "GET /? HTTP/1.1",
    "GET /?? HTTP/1.1",
    "GET /?a=%zz&b=%00 HTTP/1.1",
    "GET /?index&index= HTTP/1.1",
    "GET /_root.data?_routes=root,routes%2Finsights HTTP/1.1",
    "GET /?_data=routes%2Finsights HTTP/1.1",
    "POST /insights?_data=routes%2Finsights HTTP/1.1",
    "GET /__manifest?version=x&p=%2Finsights HTTP/1.1",
    "GET /assets/../../package.json HTTP/1.1",
    "GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1",
    "GET /assets/..%2f..%2fpackage.json HTTP/1.1",
    "GET /media/..%2f..%2f.env HTTP/1.1",
    "GET /social-cards/%2e%2e HTTP/1.1",
    "GET /voice-samples/%00 HTTP/1.1",
  ];
  for (const line of lines) add(line, requestText(line, { body: line.startsWith("POST") ? "a=1" : "" }));
  add("CONNECT localhost:443", requestText("CONNECT localhost:443 HTTP/1.1", { host: "localhost:443" }), true);
  add("CONNECT evil.example:80", requestText("CONNECT evil.example:80 HTTP/1.1", { host: "evil.example:80" }), true);
  for (const target of ["/", "/insights", "/demo.data", "//"]) {
    add(`GET ${target} HTTP/1.0 without Host`, requestText(`GET ${target} HTTP/1.0`, { host: null }));
    add(`POST ${target} HTTP/1.0 without Host`, requestText(`POST ${target} HTTP/1.0`, { host: null, body: "a=1" }));
  }
  add("GET / HTTP/1.1 without Host", requestText("GET / HTTP/1.1", { host: null }));
  add("raw LF line ends", "GET / HTTP/1.1\nHost: localhost\nConnection: close\n\n");
  add("a NUL in the request line", "GET /\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");

  // Long targets: over the path limit, over the segment limit, the 10 KB path of the issue, a long query.
  for (const [name, target] of [
    ["10 KB path", "/x".repeat(5_000)],
    ["1,025-character path", `/${"a".repeat(1_024)}`],
    ["13 segments", "/a".repeat(13)],
    ["200 segments .data", `${"/a".repeat(200)}.data`],
    ["4 KB query", `/?utm_source=${"a".repeat(4_100)}`],
    ["long segment under the limit", `/${"b".repeat(1_000)}`],
    ["12 segments", "/a".repeat(12)],
  ]) {
    for (const method of ["GET", "POST"])
      add(`${method} ${name}`, requestText(`${method} ${target} HTTP/1.1`, { body: method === "POST" ? "a=1" : "" }));
  }

  // Hostile headers on the guarded routes.
  const headerSets: [string, Record<string, string>, string | null][] = [
    ["oversize Cookie (Node answers 431)", { Cookie: `a=${"x".repeat(20_000)}` }, "localhost"],
    ["oversize header line", { "X-Big": "y".repeat(17_000) }, "localhost"],
    ["200 headers", Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`X-H${i}`, "1"])), "localhost"],
    ["Host with a path", {}, "evil.example/x"],
    ["Host with a space", {}, "a b"],
    ["Host [", {}, "["],
    ["empty Host", {}, ""],
    ["Host with userinfo", {}, "user@evil.example"],
    ["two Hosts", { Host: "evil.example" }, "localhost"],
    ["X-Forwarded-Host with a path", { "X-Forwarded-Host": "evil.example/x" }, "localhost"],
    ["X-Forwarded-Host [", { "X-Forwarded-Host": "[" }, "localhost"],
    ["X-Forwarded-Host empty", { "X-Forwarded-Host": "" }, "localhost"],
    ["X-Forwarded-Proto javascript", { "X-Forwarded-Proto": "javascript" }, "localhost"],
    ["X-Forwarded-Proto with a space", { "X-Forwarded-Proto": "a b" }, "localhost"],
    ["X-Forwarded-For garbage", { "X-Forwarded-For": "not-an-address" }, "localhost"],
    ["X-Forwarded-For long", { "X-Forwarded-For": Array.from({ length: 300 }, () => "1.2.3.4").join(", ") }, "localhost"],
    ["X-Forwarded-For IPv6 zone", { "X-Forwarded-For": "fe80::1%eth0" }, "localhost"],
    ["Origin null", { Origin: "null" }, "localhost"],
    ["Origin garbage", { Origin: "%%%" }, "localhost"],
    ["Referer garbage", { Referer: "http://[" }, "localhost"],
    ["Referer javascript", { Referer: "javascript:alert(1)" }, "localhost"],
    ["Cookie garbage", { Cookie: "tv_attribution=%zz; tv_exp=../../x; __session=%" }, "localhost"],
    ["Accept-Encoding garbage", { "Accept-Encoding": "br;q=x, *;q=-1" }, "localhost"],
    ["Accept-Language garbage", { "Accept-Language": "%%, es;q=abc" }, "localhost"],
    ["Content-Type garbage", { "Content-Type": "multipart/form-data; boundary=" }, "localhost"],
    ["Content-Encoding gzip (415)", { "Content-Encoding": "gzip" }, "localhost"],
    ["a body over every route's limit (413)", { "Content-Length": "70000" }, "localhost"],
    ["Content-Length and chunked", { "Content-Length": "3", "Transfer-Encoding": "chunked" }, "localhost"],
    ["Content-Length negative", { "Content-Length": "-1" }, "localhost"],
    ["Sec-Fetch-Dest garbage", { "Sec-Fetch-Dest": "%00" }, "localhost"],
    ["If-None-Match garbage", { "If-None-Match": '"' }, "localhost"],
    ["Range garbage", { Range: "bytes=9-1" }, "localhost"],
  ];
  for (const [name, headers, host] of headerSets) {
    for (const target of ["/", "/insights", "/demo.data", "/api/content-webhook"]) {
      for (const method of ["GET", "POST"]) {
        const declared = Number(headers["Content-Length"]);
        const body = declared > 0 ? "a".repeat(declared) : method === "POST" && !headers["Transfer-Encoding"] ? "a=1" : "";
        add(`${method} ${target} with ${name}`, requestText(`${method} ${target} HTTP/1.1`, { host, headers, body }));
      }
    }
  }
  return cases;
}
