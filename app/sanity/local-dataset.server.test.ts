import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { setClock } from "../../tests/support/clock";
import { applyPerspective, LocalDataset, parseSeed, svgDimensions, type Document } from "./local-dataset.server";

function ndjson(documents: object[]) {
  return documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n";
}

/** A seed folder in a temp dir: the NDJSON file plus an images/ and audio/ folder. */
function seedDir(documents: object[], files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "seed-"));
  mkdirSync(path.join(dir, "images"));
  mkdirSync(path.join(dir, "audio"));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const file = path.join(dir, "production.ndjson");
  writeFileSync(file, ndjson(documents));
  return file;
}

const page = { _id: "page-a", _type: "simplePage", title: "Published title", slug: { _type: "slug", current: "a" } };
const draftOfPage = { ...page, _id: "drafts.page-a", title: "Draft title" };
const draftOnly = { _id: "drafts.page-b", _type: "simplePage", title: "New page", slug: { _type: "slug", current: "b" } };

describe("svgDimensions", () => {
  it("reads the viewBox", () => {
    expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect/></svg>')).toEqual({
      width: 1200,
      height: 630,
    });
  });
  it("falls back to width and height", () => {
    expect(svgDimensions('<svg width="64" height="32px"></svg>')).toEqual({ width: 64, height: 32 });
  });
  it("gives up on a file without sizes", () => {
    expect(svgDimensions("<svg></svg>")).toBeUndefined();
  });
});

describe("parseSeed", () => {
  it("turns _sanityAsset entries into asset documents and references", () => {
    const file = seedDir([], { "images/hero.svg": '<svg viewBox="0 0 800 600"></svg>' });
    const docs = parseSeed(
      ndjson([
        { _id: "home", _type: "homePage", hero: { image: { _type: "image", alt: "", _sanityAsset: "image@file://./images/hero.svg" } } },
        { _id: "csr", _type: "assistant", voiceSample: { _type: "file", _sanityAsset: "file@file://./audio/csr.mp3" } },
      ]),
      path.dirname(file),
    );
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    const hero = (byId.get("home") as unknown as { hero: { image: Record<string, unknown> } }).hero.image;
    expect(hero).not.toHaveProperty("_sanityAsset");
    const imageAsset = byId.get((hero.asset as { _ref: string })._ref)!;
    expect(imageAsset).toMatchObject({
      _type: "sanity.imageAsset",
      url: "/media/images/hero.svg",
      mimeType: "image/svg+xml",
      metadata: { dimensions: { width: 800, height: 600, aspectRatio: 800 / 600 } },
    });
    expect(imageAsset._id).toMatch(/^image-[0-9a-f]{40}-800x600-svg$/);

    const sample = (byId.get("csr") as unknown as { voiceSample: { asset: { _ref: string } } }).voiceSample;
    expect(byId.get(sample.asset._ref)).toMatchObject({ _type: "sanity.fileAsset", url: "/media/audio/csr.mp3", mimeType: "audio/mpeg" });
  });

  it("creates one asset document for an asset used twice", () => {
    const file = seedDir([], { "images/og.svg": '<svg viewBox="0 0 1200 630"></svg>' });
    const image = { _type: "image", _sanityAsset: "image@file://./images/og.svg" };
    const docs = parseSeed(
      ndjson([
        { _id: "a", _type: "x", image },
        { _id: "b", _type: "x", image },
      ]),
      path.dirname(file),
    );
    expect(docs.filter((doc) => doc._type === "sanity.imageAsset")).toHaveLength(1);
  });

  it("rejects asset paths outside the seed folders", () => {
    expect(() => parseSeed(ndjson([{ _id: "a", _type: "x", image: { _sanityAsset: "image@file://./../secret.svg" } }]), "/tmp")).toThrow(
      /Unsupported _sanityAsset/,
    );
  });

  it("names the line of a broken document", () => {
    expect(() => parseSeed('{"_id":"a","_type":"x"}\n{oops', "/tmp")).toThrow(/line 2/);
  });
});

describe("perspectives", () => {
  const documents = [page, draftOfPage, draftOnly] as Document[];

  it("published hides every draft", () => {
    expect(applyPerspective(documents, "published").map((doc) => doc._id)).toEqual(["page-a"]);
  });

  it("drafts shows each draft under the published id", () => {
    const view = applyPerspective(documents, "drafts");
    expect(view.map((doc) => [doc._id, doc.title])).toEqual([
      ["page-a", "Draft title"],
      ["page-b", "New page"],
    ]);
    expect(view[0]._originalId).toBe("drafts.page-a");
  });

  it("queries see the overlay in the drafts perspective only", async () => {
    const dataset = new LocalDataset(seedDir([page, draftOfPage, draftOnly]));
    const query = `*[_type == "simplePage" && slug.current == $slug][0]{ _id, title }`;
    await expect(dataset.query(query, { slug: "a" }, "published")).resolves.toEqual({ _id: "page-a", title: "Published title" });
    await expect(dataset.query(query, { slug: "a" }, "drafts")).resolves.toEqual({ _id: "page-a", title: "Draft title" });
    await expect(dataset.query(query, { slug: "b" }, "published")).resolves.toBeNull();
    await expect(dataset.query(query, { slug: "b" }, "drafts")).resolves.toEqual({ _id: "page-b", title: "New page" });
    await expect(dataset.query(`count(*[_type == "simplePage"])`, {}, "drafts")).resolves.toBe(2);
  });

  it("follows references to the draft version in the drafts perspective", async () => {
    const nav = { _id: "navigation", _type: "navigation", pages: [{ _key: "k", _type: "reference", _ref: "page-a" }] };
    const dataset = new LocalDataset(seedDir([page, draftOfPage, nav]));
    const query = `*[_id == "navigation"][0].pages[]->title`;
    await expect(dataset.query(query, {}, "published")).resolves.toEqual(["Published title"]);
    await expect(dataset.query(query, {}, "drafts")).resolves.toEqual(["Draft title"]);
  });
});

/** When the tests below start: the dataset checks the file by this clock. */
const START = Date.parse("2026-11-27T10:00:00Z");

describe("LocalDataset", () => {
  it("uses each call's params (a parse tree is never reused with other params)", async () => {
    const dataset = new LocalDataset(seedDir([page, { ...page, _id: "page-c", title: "C", slug: { current: "c" } }]));
    const query = `*[slug.current == $slug][0].title`;
    await expect(dataset.query(query, { slug: "a" })).resolves.toBe("Published title");
    await expect(dataset.query(query, { slug: "c" })).resolves.toBe("C");
  });

  /** A dataset checking its file at most once a second, read once at START; then its file gets an edited title. */
  async function editedAfterFirstRead() {
    setClock(START);
    const file = seedDir([page]);
    const dataset = new LocalDataset(file, { checkIntervalMs: 1000 });
    const title = () => dataset.query<string>(`*[_id == "page-a"][0].title`);
    await expect(title()).resolves.toBe("Published title");
    expect(dataset.revision()).toBe(1);
    writeFileSync(file, ndjson([{ ...page, title: "Edited title" }]));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    return { dataset, title };
  }

  it("reloads when the file changes, checking at most once per interval", async () => {
    const { dataset, title } = await editedAfterFirstRead();
    vi.setSystemTime(START + 500);
    await expect(title()).resolves.toBe("Published title");

    vi.setSystemTime(START + 1000);
    await expect(title()).resolves.toBe("Edited title");
    expect(dataset.revision()).toBe(2);

    vi.setSystemTime(START + 5000);
    await expect(title()).resolves.toBe("Edited title");
    expect(dataset.revision()).toBe(2);
  });

  it("after recheck() (a publish webhook), the next query reads the changed file whatever the interval", async () => {
    const { dataset, title } = await editedAfterFirstRead();
    vi.setSystemTime(START + 10);
    dataset.recheck();
    await expect(title()).resolves.toBe("Edited title");
    expect(dataset.revision()).toBe(2);
  });

  it("keeps serving the last good copy while the file is half-written", async () => {
    setClock(START);
    const file = seedDir([page]);
    const dataset = new LocalDataset(file);
    await dataset.query(`*`);
    writeFileSync(file, '{"_id": "page-a", "_type"');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    vi.setSystemTime(START + 2000);
    await expect(dataset.query(`*[_id == "page-a"][0].title`)).resolves.toBe("Published title");
  });
});
