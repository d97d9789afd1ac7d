import { readFileSync } from "node:fs";

/**
 * The seed dataset as specs see it, so assertions use the same words editors wrote (no copy in tests).
 * Loose typing on purpose: specs read fields the content model documents.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SeedDocument = Record<string, any> & { _id: string; _type: string };

const SEED_FILE = process.env.CONTENT_DATASET_FILE ?? "studio/seed/production.ndjson";

let documents: SeedDocument[] | undefined;

/** The published documents, of one language when given (the English site at the root paths reads "en"). */
export function seedDocuments(language?: "en" | "es"): SeedDocument[] {
  documents ??= readFileSync(SEED_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument)
    .filter((doc) => !doc._id.startsWith("drafts."));
  return language ? documents.filter((doc) => doc.language === language) : documents;
}

export function seedDocument(id: string): SeedDocument {
  const doc = seedDocuments().find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`The seed has no document "${id}".`);
  return doc;
}

export const siteSettings = () => seedDocument("siteSettings");

export type MenuEntry = { title: string; href: string };

/** The header menus in their order: the four use cases and the eleven trades. */
export function headerMenus(): { useCases: MenuEntry[]; trades: MenuEntry[] } {
  const navigation = seedDocument("navigation");
  const resolve = (refs: { _ref: string }[], prefix: string) =>
    refs.map(({ _ref }) => {
      const page = seedDocument(_ref);
      return { title: page.title as string, href: `${prefix}/${page.slug.current}` };
    });
  return { useCases: resolve(navigation.useCases, "/use-cases"), trades: resolve(navigation.trades, "/trades") };
}

/** Footer columns with the links that have a destination (the site leaves the others out). */
export function footerColumns(): { title: string; links: { label: string; href: string }[] }[] {
  return seedDocument("navigation").footerColumns.map((column: SeedDocument) => ({
    title: column.title,
    links: column.links.filter((link: SeedDocument) => link.href),
  }));
}
