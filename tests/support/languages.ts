import { seedDocument, seedDocuments, type SeedDocument } from "./seed";

/**
 * The site's pages in English and in Spanish, paired, with what each must show, straight from the seed (the
 * Spanish documents are `<id>-es`, singletons `<type>-es`, with the English slug). Shared by the Spanish specs.
 */
export type Language = "en" | "es";

export interface PageVersion {
  path: string;
  h1: string;
  title: string;
  description: string;
  doc: SeedDocument;
}

export interface RoutePair {
  /** The English path, which is also the route's name in test titles. */
  name: string;
  en: PageVersion;
  es: PageVersion;
}

/** `/es` for `/`, `/es/demo` for `/demo`. */
export const inSpanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

const PAGE_TYPES: { type: string; path: (doc: SeedDocument) => string; h1: (doc: SeedDocument) => string }[] = [
  { type: "homePage", path: () => "/", h1: (doc) => doc.hero.heading },
  { type: "demoPage", path: () => "/demo", h1: (doc) => doc.heading },
  { type: "useCasePage", path: (doc) => `/use-cases/${doc.slug.current}`, h1: (doc) => doc.hero.heading },
  { type: "tradePage", path: (doc) => `/trades/${doc.slug.current}`, h1: (doc) => doc.hero.heading },
  { type: "comparison", path: (doc) => `/compare/${doc.slug.current}`, h1: (doc) => doc.hero.heading },
  { type: "report", path: (doc) => `/reports/${doc.slug.current}`, h1: (doc) => doc.gate.heading },
  { type: "simplePage", path: (doc) => `/${doc.slug.current}`, h1: (doc) => doc.title },
  { type: "blogPage", path: () => "/blog", h1: (doc) => doc.heading },
  { type: "article", path: (doc) => `/blog/${doc.slug.current}`, h1: (doc) => doc.title },
  { type: "landingPage", path: (doc) => `/${doc.slug.current}`, h1: (doc) => doc.blocks[0].heading },
];

function version(doc: SeedDocument, path: string, h1: string): PageVersion {
  return { path, h1, title: doc.seo.title, description: doc.seo.description, doc };
}

/** Every public page route (those of pages.spec.ts but the blog's category lists) with its English and Spanish versions. */
export function routePairs(): RoutePair[] {
  return PAGE_TYPES.flatMap(({ type, path, h1 }) =>
    seedDocuments("en")
      .filter((doc) => doc._type === type)
      .map((en) => {
        const es = seedDocument(`${en._id}-es`);
        if (es.language !== "es" || path(es) !== path(en))
          throw new Error(`${es._id} is not the Spanish version of ${en._id} at ${path(en)}.`);
        return { name: path(en), en: version(en, path(en), h1(en)), es: version(es, inSpanish(path(es)), h1(es)) };
      }),
  );
}

/** A singleton's Spanish document (`siteSettings-es`), or a page's (`report-appliance-repair-ai-es`). */
export const spanishDocument = (id: string) => seedDocument(`${id}-es`);
