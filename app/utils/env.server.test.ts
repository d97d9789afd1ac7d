import { describe, expect, it } from "vitest";
import { SANITY_API_VERSION } from "~/utils/sanity-api-version";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs with no variables at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_URL: "http://localhost:3000",
      SANITY_DATASET: "production",
      SANITY_API_VERSION,
      CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
      LEAD_STORE_DIR: ".data",
    });
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
  });

  it("treats empty values as unset and trims the site URL's trailing slash", () => {
    expect(parseEnv({ SANITY_PROJECT_ID: "", SITE_URL: "https://tradevoice.ai/" })).toMatchObject({
      SANITY_PROJECT_ID: undefined,
      SITE_URL: "https://tradevoice.ai",
    });
  });

  it("keeps 64 MB of rendered pages unless told otherwise (0 turns the page cache off)", () => {
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(64);
    expect(parseEnv({ PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => parseEnv({ PAGE_CACHE_MB: "-1" })).toThrow(/PAGE_CACHE_MB/);
  });

  it("names a bad variable", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
