import type { LoaderFunctionArgs } from "@remix-run/node";
import { readSeedMedia } from "~/sanity/seed-media.server";

/** Serves seed images and audio (the local stand-in for Sanity's asset CDN). Anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = await readSeedMedia(params["*"] ?? "");
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.body.byteLength),
    "Cache-Control": "public, max-age=86400",
  });
  // An SVG opened on its own is a document that could run script; this policy forbids it.
  if (file.contentType === "image/svg+xml") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}
