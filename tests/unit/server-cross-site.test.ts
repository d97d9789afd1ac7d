import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossSiteGuard, siteHost, trustProxyOf } from "../../server/cross-site.ts";
import { remixHandler } from "../../server/remix-handler.ts";
import { resolveRoute } from "../../server/route-resolution.ts";
import { standInBuild } from "../support/stand-in-build.ts";
import type { ServerBuild } from "@remix-run/node";

let base: string;
let close: () => void;
/** What the stand-in Remix handler last saw: its Request's headers and the load context's flag. */
let seen: { host: string | null; origin: string | null; crossSite?: boolean; url: string } | undefined;

beforeAll(async () => {
  const app = express();
  // The test's requests come from 127.0.0.1: trusted as a proxy unless it sends X-Untrusted (stands in for a stranger).
  app.set("trust proxy", (address: string | undefined, hop: number) => hop === 0 && address?.endsWith("127.0.0.1") === true);
  const build = formSiteBuild();
  app.use(resolveRoute(build));
  app.use(crossSiteGuard);
  app.use(express.raw({ type: () => true }));
  app.get("/host", (req, res) => void res.send(siteHost(req, trustProxyOf(req))));
  app.all("*", remixHandler({ build, getLoadContext: (_req, res) => ({ crossSiteRequest: res.locals.crossSiteRequest === true }) }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A Remix build with one page with an action that runs Remix's own CSRF check (a 500 if the server let it throw). */
function formSiteBuild(): ServerBuild {
  const route = {
    id: "routes/form",
    path: "form",
    module: {
      default: () => null,
      action: ({ request, context }: { request: Request; context: { crossSiteRequest?: boolean } }) => {
        seen = {
          host: request.headers.get("host"),
          origin: request.headers.get("origin"),
          crossSite: context.crossSiteRequest,
          url: request.url,
        };
        return new Response(context.crossSiteRequest ? "refused" : "stored", { status: context.crossSiteRequest ? 403 : 200 });
      },
    },
  };
  return standInBuild({
    document: () => new Response("document"),
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/form": { ...route, parentId: "root" },
      // A resource route (no component): an API.
      "routes/api.content-webhook": {
        id: "routes/api.content-webhook",
        path: "api/content-webhook",
        parentId: "root",
        module: { action: () => new Response("webhook ran") },
      },
    },
  });
}

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers, body: "a=1", redirect: "manual" });

describe("cross-site posts", () => {
  it("a same-origin post reaches the action unflagged", async () => {
    const response = await post("/form?_data=routes%2Fform", { origin: base, host: new URL(base).host });
    expect(seen?.crossSite).toBe(false);
    expect(response.status).not.toBe(500);
  });

  it("a same-origin post behind a trusted proxy that sets X-Forwarded-Host works (Host rewritten by the proxy)", async () => {
    seen = undefined;
    const response = await post("/form?_data=routes%2Fform", {
      origin: "https://tradevoice.example",
      "x-forwarded-host": "tradevoice.example",
      "x-forwarded-proto": "https",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("stored");
    expect(seen).toMatchObject({
      crossSite: false,
      host: "tradevoice.example",
      origin: "https://tradevoice.example",
      url: "https://tradevoice.example/form",
    });
  });

  it("a cross-site post is flagged and handed to Remix without its Origin: the app answers 403, never Remix's 500", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      seen = undefined;
      const response = await post("/form?_data=routes%2Fform", { origin });
      expect(response.status).toBe(403);
      expect(seen).toMatchObject({ crossSite: true, origin: null });
    }
  });

  it("a proxy that rewrites Host without X-Forwarded-Host makes the Origin mismatch: flagged, not a 500", async () => {
    const response = await post("/form?_data=routes%2Fform", { origin: "https://tradevoice.example", host: "internal:3000" });
    expect(response.status).toBe(403);
    expect(seen?.crossSite).toBe(true);
  });

  it("X-Forwarded-Host counts only from a trusted proxy", async () => {
    expect(await (await fetch(`${base}/host`, { headers: { "x-forwarded-host": "a.example, b.example" } })).text()).toBe("a.example");
    const app = express();
    app.set("trust proxy", false);
    app.get("/", (req, res) => void res.send(siteHost(req, trustProxyOf(req))));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await (await fetch(url, { headers: { "x-forwarded-host": "evil.example" } })).text()).toBe(new URL(url).host);
    server.close();
  });

  it("a mismatched post to /api/* gets a plain 403 from the server", async () => {
    const response = await post("/api/content-webhook", { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Cross-site request refused.");
  });

  it("every spelling Remix routes to the API route is refused the same (case, slash, encoding, .data)", async () => {
    for (const path of ["/API/content-webhook", "/api/Content-Webhook/", "/%61pi/content-webhook", "/api/content-webhook.data"]) {
      const response = await post(path, { origin: "https://evil.example" });
      expect([path, response.status, await response.text()]).toEqual([path, 403, "Cross-site request refused."]);
    }
    expect(await (await post("/API/content-webhook", { origin: base })).text()).toBe("webhook ran");
  });
});
