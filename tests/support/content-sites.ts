import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { ContentLakeStandIn } from "../mocks/content-lake";
import { freePort } from "./ports";
import { startSite, type SiteProcess } from "./site-process";

export const WEBHOOK_SECRET = "content-e2e-webhook-secret";

/** A fresh folder under the OS temp dir (last good copies, file lead store). */
export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `${name}-`));

/** A real `node server.js` reading hosted Sanity from the stand-in, with the publish webhook configured. */
export async function startHostedSite(
  lake: ContentLakeStandIn,
  dirs: { contentCache: string; leads: string },
  env: Record<string, string> = {},
): Promise<SiteProcess> {
  return startSite({
    port: await freePort(),
    env: {
      SANITY_PROJECT_ID: lake.projectId,
      SANITY_DATASET: lake.dataset,
      SANITY_API_HOST: lake.url,
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTENT_CACHE_DIR: dirs.contentCache,
      LEAD_STORE_DIR: dirs.leads,
      SESSION_SECRET: "content-e2e-session-secret",
      LEAD_FORM_LIMIT_PER_HOUR: "100000",
      ...env,
    },
  });
}

/** Sanity's signed publish webhook for one document, as the hosted project would send it. */
export async function sendPublishWebhook(site: SiteProcess, document: { _id: string; _type: string }) {
  const body = JSON.stringify({ _id: document._id, _type: document._type });
  return fetch(`${site.url}/api/content-webhook`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET) },
    signal: AbortSignal.timeout(10_000),
  });
}

/** A page fetched as a browser would (full HTML), with how long the answer took. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36", ...headers },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, ms: performance.now() - started };
}

/** Text as React writes it into HTML. */
export function asHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
