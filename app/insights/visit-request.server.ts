import { isbot } from "isbot";
import { z } from "zod";
import { optedOut, readAttribution, attributionSecrets } from "~/utils/attribution-cookie.server";
import { isPreview } from "~/sanity/preview.server";
import { env } from "~/utils/env.server";
import { languageFromPath, unlocalizedPath } from "~/utils/language";
import type { Visit } from "./visits.server";

/** A beacon is about 250 bytes; anything much larger is not one of ours. */
export const MAX_BEACON_BYTES = 2048;

/** What a beacon POST is read from: its headers and its body (the server has read it, within its size limit). */
export type BeaconRequest = Pick<Request, "headers" | "text">;

/** Why a view is not counted. */
export type Refusal = "malformed" | "bot" | "opted-out" | "prefetch" | "preview" | "not-a-page";

const CONTROLS = /\p{Cc}/gu;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(CONTROLS, "").trim());

/** What the beacon (visit-beacon.js) sends. Every field has a limit: a longer one makes the whole view malformed. */
const beaconSchema = z.object({
  id: z.string().uuid(),
  path: z.string().min(1).max(300).startsWith("/"),
  referrer: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]*(?::\d{1,5})?$/i)
    .default(""),
  utm_source: text(100).default(""),
  utm_medium: text(100).default(""),
  utm_campaign: text(100).default(""),
});

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Whether the browser fetched this speculatively (a prefetch or prerender nobody may ever see). */
const speculative = (headers: Headers) =>
  /prefetch|prerender/i.test(`${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`);

/**
 * A beacon POST's body, read with `schema`, and the page it names; or why it is not counted: a malformed body, a bot
 * (or no user agent at all), a browser asking not to be tracked (GPC, DNT), a prefetch, a preview session, or a path
 * that is no published page. The page is the path without its language prefix, as views are counted.
 */
export async function readBeacon<Body extends { path: string }>(
  request: BeaconRequest,
  schema: z.ZodType<Body, z.ZodTypeDef, unknown>,
  pagePaths: () => Promise<Set<string>>,
): Promise<{ body: Body; path: string; page: string } | { refused: Refusal }> {
  const { headers } = request;
  const userAgent = headers.get("user-agent");
  if (!userAgent || isbot(userAgent)) return { refused: "bot" };
  if (optedOut(Object.fromEntries(headers))) return { refused: "opted-out" };
  if (speculative(headers)) return { refused: "prefetch" };
  if (Number(headers.get("content-length") ?? 0) > MAX_BEACON_BYTES) return { refused: "malformed" };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BEACON_BYTES) return { refused: "malformed" };
  let body: Body;
  try {
    body = schema.parse(JSON.parse(text));
  } catch {
    return { refused: "malformed" };
  }
  if (await isPreview(request)) return { refused: "preview" };
  const path = decodedPath(body.path);
  if (path === null) return { refused: "malformed" };
  const page = unlocalizedPath(path);
  if (!(await pagePaths()).has(page)) return { refused: "not-a-page" };
  return { body, path, page };
}

/**
 * The view a beacon POST reports, or why it is not counted (readBeacon). The campaign is the visitor's last touch (the
 * `tv_attribution` cookie) when there is one, else the page address's UTM fields; its variant, the one
 * `assignedVariant` gives this visitor on this page (from the `tv_exp` cookie, never from the body: a beacon cannot
 * skew an experiment). Nothing about the person is read beyond that: no address, no user agent kept.
 */
export async function visitFromBeacon(
  request: BeaconRequest,
  {
    pagePaths,
    assignedVariant = async () => "",
  }: {
    pagePaths: () => Promise<Set<string>>;
    assignedVariant?: (headers: Headers, page: string) => Promise<string>;
  },
): Promise<{ visit: Visit } | { refused: Refusal }> {
  const beacon = await readBeacon(request, beaconSchema, pagePaths);
  if ("refused" in beacon) return beacon;
  const { body: parsed, path, page } = beacon;
  const { headers } = request;
  const lastTouch = (await readAttribution(headers.get("cookie"), attributionSecrets(env.SESSION_SECRET)))?.last_touch;
  const campaign = lastTouch
    ? { source: lastTouch.utm_source ?? "", medium: lastTouch.utm_medium ?? "", campaign: lastTouch.utm_campaign ?? "" }
    : { source: parsed.utm_source, medium: parsed.utm_medium, campaign: parsed.utm_campaign };
  const referrer = bare(parsed.referrer) === bare(new URL(env.SITE_URL).host) ? "" : parsed.referrer.toLowerCase();
  return {
    visit: {
      day: new Date().toISOString().slice(0, 10),
      viewId: parsed.id.toLowerCase(),
      page,
      language: languageFromPath(path),
      ...campaign,
      referrer,
      variant: await assignedVariant(headers, page),
    },
  };
}
