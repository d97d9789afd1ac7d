import type { SanityQueries } from "@sanity/client";

/**
 * Content types for the app, all derived from TypeGen's output (types.ts): a query constant's text is its key in
 * `SanityQueries`, so a query's result type follows from the query itself and no route or component declares
 * a content shape of its own.
 */

/** A query of queries.ts (registered by `npm run typegen`). */
export type Query = keyof SanityQueries;

/** What a query returns. */
export type QueryResult<Q extends Query> = SanityQueries[Q];

/** Page queries: `{ "page": <document>, ... }`, `page` null when nothing matches. */
export type PageQuery = { [Q in Query]: SanityQueries[Q] extends { page: unknown } ? Q : never }[Query];

/**
 * A page query's result as its loader hands it over: the page exists (else 404) and so does every other part
 * (the singletons it reads, which the dataset must hold).
 */
export type PageData<Q extends PageQuery> = { [K in keyof QueryResult<Q>]: NonNullable<QueryResult<Q>[K]> };

/** The document a page query loads, e.g. `PageContent<typeof TRADE_PAGE_QUERY>["benefits"]` for a section. */
export type PageContent<Q extends PageQuery> = PageData<Q>["page"];
