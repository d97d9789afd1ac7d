import { readFile } from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { mimeTypeOf } from "~/sanity/local-dataset.server";
import { env } from "~/utils/env.server";

/** Seed media folders served at /media/<folder>/<file> for the local dataset. */
const FOLDERS = new Set(["images", "audio"]);
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Serves seed images and audio (the local stand-in for Sanity's asset CDN). Anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  // Exactly <folder>/<file> with a plain name: no "..", no further slashes, no encoded separators.
  const [folder, fileName, ...rest] = (params["*"] ?? "").split("/");
  const contentType = fileName ? mimeTypeOf(fileName) : undefined;
  if (rest.length > 0 || !FOLDERS.has(folder) || !FILE_NAME.test(fileName) || !contentType) return notFound();

  const seedDir = path.resolve(path.dirname(env.CONTENT_DATASET_FILE));
  let body: Buffer;
  try {
    body = await readFile(path.join(seedDir, folder, fileName));
  } catch {
    return notFound();
  }
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(body.byteLength),
    "Cache-Control": "public, max-age=86400",
  });
  // An SVG opened on its own is a document that could run script; this policy forbids it.
  if (contentType === "image/svg+xml") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return new Response(new Uint8Array(body), { status: 200, headers });
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
