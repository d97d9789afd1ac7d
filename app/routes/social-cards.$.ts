import type { LoaderFunctionArgs } from "@remix-run/node";
import { socialCardOf } from "~/sanity/social-card.server";
import { createSocialCardCache } from "~/services/social-card-cache.server";
import { renderSocialCard } from "~/services/social-card.server";
import { env } from "~/utils/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/http.server";
import { pageOfSocialCard, socialCardVersion } from "~/utils/social-card";

/** A card's URL changes with what it shows, so a copy under its current URL never goes stale. */
const CURRENT_CARD_CACHE = "public, max-age=31536000, immutable";
/** About 160 cards of some 200 KB (every page in both languages, with room); a CDN keeps them for good anyway. */
const cards = createSocialCardCache({ maxBytes: 32 * 1024 * 1024, render: renderSocialCard });

/**
 * The generated social card of a published page (`/social-cards/<language><path>.png`): 404 for any other path. An
 * outdated `?v=` (a page shared before a publish) gets the current card, cached briefly rather than for good.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = pageOfSocialCard(params["*"] ?? "");
  const card = page && (await socialCardOf(page.path, page.language, new URL(env.SITE_URL).host));
  if (!card) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const png = await cards.get(card);
  const current = new URL(request.url).searchParams.get("v") === socialCardVersion(card);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": current ? CURRENT_CARD_CACHE : PUBLIC_CACHE_CONTROL,
    },
  });
}
