/**
 * The dated Sanity HTTP API version the site and the Studio both speak: a dated version pins query and
 * response behaviour, so one bump here moves the site's client, the Studio and the seed validator together.
 * Plain TypeScript with no imports, so the Studio can import it as it imports app/utils/language.ts.
 */
export const SANITY_API_VERSION = "2025-02-19";
