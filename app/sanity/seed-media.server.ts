import { readFile } from "node:fs/promises";
import path from "node:path";
import { mimeTypeOf } from "~/sanity/local-dataset.server";
import { env } from "~/utils/env.server";

/** Seed media folders served at /media/<folder>/<file> for the local dataset. */
const FOLDERS = new Set(["images", "audio"]);
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A seed asset by its path under /media (`images/home-hero.svg`), or undefined for anything else: exactly
 * <folder>/<file> with a plain name, so no "..", no further slashes and no encoded separators reach the disk.
 */
export async function readSeedMedia(mediaPath: string): Promise<{ body: Buffer; contentType: string } | undefined> {
  const [folder, fileName, ...rest] = mediaPath.split("/");
  const contentType = fileName ? mimeTypeOf(fileName) : undefined;
  if (rest.length > 0 || !FOLDERS.has(folder) || !FILE_NAME.test(fileName) || !contentType) return undefined;
  const seedDir = path.resolve(path.dirname(env.CONTENT_DATASET_FILE));
  try {
    return { body: await readFile(path.join(seedDir, folder, fileName)), contentType };
  } catch {
    return undefined;
  }
}
