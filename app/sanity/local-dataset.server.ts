import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { logEvent } from "../../shared/log.ts";

/** Which documents a query sees: only published ones, or each draft in place of its published version. */
export type Perspective = "published" | "drafts";

export type Document = { _id: string; _type: string; [field: string]: unknown };

const DRAFT_PREFIX = "drafts.";
/** Seed assets are written `image@file://./images/NAME.svg` or `file@file://./audio/NAME.mp3` (sanity dataset import format). */
const SEED_ASSET = /^(image|file)@file:\/\/\.\/((?:images|audio)\/[A-Za-z0-9._-]+)$/;

const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  mp3: "audio/mpeg",
};

export function mimeTypeOf(fileName: string): string | undefined {
  return MIME_TYPES[path.extname(fileName).slice(1).toLowerCase()];
}

/** Width and height of an SVG from its viewBox (or width/height attributes), as Sanity stores them for images. */
export function svgDimensions(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const viewBox = /\bviewBox\s*=\s*["']([^"']+)["']/i.exec(root)?.[1];
  if (viewBox) {
    const [, , width, height] = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (width > 0 && height > 0) return { width, height };
  }
  const width = Number.parseFloat(/\bwidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1] ?? "");
  const height = Number.parseFloat(/\bheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1] ?? "");
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * Turns one seed asset into the asset document the hosted API would hold. Ids follow Sanity's
 * `image-<hash>-<w>x<h>-<ext>` / `file-<hash>-<ext>` shape so image tooling can parse them.
 */
function assetDocument(kind: "image" | "file", relativePath: string, seedDir: string): Document {
  const extension = path.extname(relativePath).slice(1).toLowerCase();
  const hash = createHash("sha1").update(relativePath).digest("hex");
  const base = {
    _type: kind === "image" ? "sanity.imageAsset" : "sanity.fileAsset",
    url: `/media/${relativePath}`,
    path: relativePath,
    originalFilename: path.basename(relativePath),
    extension,
    mimeType: mimeTypeOf(relativePath),
  };
  if (kind === "file") return { _id: `file-${hash}-${extension}`, ...base };

  let dimensions: { width: number; height: number } | undefined;
  try {
    dimensions = extension === "svg" ? svgDimensions(readFileSync(path.join(seedDir, relativePath), "utf8")) : undefined;
  } catch {
    logEvent({ level: "warn", event: "content.seed-image-missing", file: relativePath });
  }
  const size = dimensions ? `${dimensions.width}x${dimensions.height}` : "0x0";
  return {
    _id: `image-${hash}-${size}-${extension}`,
    ...base,
    metadata: {
      _type: "sanity.imageMetadata",
      ...(dimensions && {
        dimensions: { _type: "sanity.imageDimensions", ...dimensions, aspectRatio: dimensions.width / dimensions.height },
      }),
    },
  };
}

/**
 * Parses NDJSON seed text into documents. Every `_sanityAsset` becomes an asset document plus an
 * `asset: {_ref}` in its place, as `sanity dataset import` does.
 */
export function parseSeed(ndjson: string, seedDir: string): Document[] {
  const assets = new Map<string, Document>();

  const replaceAssets = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replaceAssets);
    if (!value || typeof value !== "object") return value;
    const { _sanityAsset, ...rest } = value as Record<string, unknown>;
    const replaced = Object.fromEntries(Object.entries(rest).map(([key, field]) => [key, replaceAssets(field)]));
    if (typeof _sanityAsset !== "string") return replaced;
    const match = SEED_ASSET.exec(_sanityAsset);
    if (!match)
      throw new Error(`Unsupported _sanityAsset "${_sanityAsset}" (expected image@file://./images/NAME or file@file://./audio/NAME)`);
    const [, kind, relativePath] = match;
    let asset = assets.get(_sanityAsset);
    if (!asset) {
      asset = assetDocument(kind as "image" | "file", relativePath, seedDir);
      assets.set(_sanityAsset, asset);
    }
    return { ...replaced, asset: { _type: "reference", _ref: asset._id } };
  };

  const documents = ndjson
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line)
    .map(({ line, number }) => {
      try {
        return replaceAssets(JSON.parse(line)) as Document;
      } catch (error) {
        throw new Error(`Seed line ${number}: ${(error as Error).message}`);
      }
    });
  return [...documents, ...assets.values()];
}

/**
 * The documents one perspective sees. `published` hides drafts; `drafts` shows each `drafts.X` under the
 * id `X` in place of the published version (like the hosted API's drafts perspective), keeping its
 * own id in `_originalId`.
 */
export function applyPerspective(documents: Document[], perspective: Perspective): Document[] {
  const published = documents.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX));
  if (perspective === "published") return published;

  const drafts = new Map<string, Document>();
  for (const doc of documents) {
    if (doc._id.startsWith(DRAFT_PREFIX)) {
      const id = doc._id.slice(DRAFT_PREFIX.length);
      drafts.set(id, { ...doc, _id: id, _originalId: doc._id });
    }
  }
  const publishedIds = new Set(published.map((doc) => doc._id));
  const overlaid = published.map((doc) => drafts.get(doc._id) ?? doc);
  const draftOnly = [...drafts.values()].filter((draft) => !publishedIds.has(draft._id));
  return [...overlaid, ...draftOnly];
}

type View = { documents: Document[]; byId: Map<string, Document> };
type Snapshot = { signature: string; all: Document[]; views: Map<Perspective, View> };

export type LocalDatasetOptions = {
  /** How often the file's mtime is checked at most. */
  checkIntervalMs?: number;
};

/**
 * The seed dataset as a content source: loaded on first use and reloaded when the file changes (the mtime
 * is checked at most once per `checkIntervalMs`), so editing the seed shows on the next request in dev.
 */
export class LocalDataset {
  private snapshot: Snapshot | undefined;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private loads = 0;
  private readonly checkIntervalMs: number;

  constructor(
    readonly file: string,
    options: LocalDatasetOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000;
  }

  /** The next use checks the file whatever the interval: a publish webhook shows its change on the next request. */
  recheck(): void {
    this.lastCheck = Number.NEGATIVE_INFINITY;
  }

  /** Changes whenever the file is (re)loaded: part of cache keys, so a reload never serves old results. */
  revision(): number {
    this.current();
    return this.loads;
  }

  async query<R>(query: string, params: Record<string, unknown> = {}, perspective: Perspective = "published"): Promise<R> {
    const { documents, byId } = this.view(perspective);
    // Params are baked into the parse tree, so every call parses its own.
    const tree = parse(query, { params });
    const result = await evaluate(tree, {
      dataset: documents,
      params,
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    });
    return (await result.get()) as R;
  }

  private view(perspective: Perspective): View {
    const snapshot = this.current();
    let view = snapshot.views.get(perspective);
    if (!view) {
      const documents = applyPerspective(snapshot.all, perspective);
      view = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
      snapshot.views.set(perspective, view);
    }
    return view;
  }

  private current(): Snapshot {
    const now = Date.now();
    if (this.snapshot && now - this.lastCheck < this.checkIntervalMs) return this.snapshot;
    this.lastCheck = now;
    const { mtimeMs, size } = statSync(this.file);
    // Size too, because some file systems keep mtimes in whole seconds.
    const signature = `${mtimeMs}:${size}`;
    if (this.snapshot?.signature === signature) return this.snapshot;

    let all: Document[];
    try {
      all = parseSeed(readFileSync(this.file, "utf8"), path.dirname(this.file));
    } catch (error) {
      // A half-saved seed in dev: keep serving the last good copy and try again on the next check.
      if (!this.snapshot) throw error;
      logEvent({ level: "error", event: "content.seed-not-reloaded", file: this.file, error: (error as Error).message });
      return this.snapshot;
    }
    this.snapshot = { signature, all, views: new Map() };
    this.loads += 1;
    return this.snapshot;
  }
}
