import { z } from "zod";
import { SANITY_API_VERSION } from "./sanity-api-version";

/** Empty strings count as unset, so `FOO=` in a .env file behaves like leaving FOO out. */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const withDefault = (fallback: string) => z.preprocess((value) => (value === "" ? undefined : value), z.string().default(fallback));
const count = (fallback: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().positive().default(fallback));
const milliseconds = (fallback: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().positive().default(fallback));

export const envSchema = z.object({
  // Without a trailing slash, so `${SITE_URL}${path}` is always one slash.
  SITE_URL: z
    .preprocess((value) => (value === "" ? undefined : value), z.string().url().default("http://localhost:3000"))
    .transform((url) => url.replace(/\/+$/, "")),
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: withDefault("production"),
  SANITY_API_VERSION: withDefault(SANITY_API_VERSION),
  SANITY_READ_TOKEN: optional,
  SANITY_STUDIO_URL: optional,
  SANITY_WEBHOOK_SECRET: optional,
  PREVIEW_SECRET: optional,
  SESSION_SECRET: optional,
  // The team password of the Insights page (/insights); unset, the page is not configured and shows nothing.
  INSIGHTS_PASSWORD: optional,
  CONTENT_DATASET_FILE: withDefault("studio/seed/production.ndjson"),
  // A Content Lake at another address (a self-hosted proxy, or the test stand-in); the project id is then sent as a header.
  SANITY_API_HOST: z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional()),
  // Last good copies of published content, read when Sanity fails (survives restarts).
  CONTENT_CACHE_DIR: withDefault(".data/content-cache"),
  CONTENT_TIMEOUT_MS: milliseconds(2000),
  // How often each instance reads the shared published revision (one small store read per interval).
  CONTENT_REVISION_POLL_MS: milliseconds(1000),
  REDIS_URL: optional,
  UPSTASH_REDIS_REST_URL: optional,
  UPSTASH_REDIS_REST_TOKEN: optional,
  LEAD_STORE_DIR: withDefault(".data"),
  // Accepted leads wait here (append-only, fsync'd) while Redis/Upstash is unreachable.
  LEAD_SPOOL_DIR: withDefault(".data/spool"),
  VOICE_CACHE_DIR: withDefault(".cache/voice"),
  RETELL_API_KEY: optional,
  RETELL_FROM_NUMBER: optional,
  RETELL_AGENT_ID: optional,
  // The key Retell signs its call webhooks with (the API key with the webhook badge in Retell's dashboard); unset, RETELL_API_KEY.
  RETELL_WEBHOOK_KEY: optional,
  RESEND_API_KEY: optional,
  RESEND_SEGMENT_ID: optional,
  // Sender of the sales notification email (Resend); the default is Resend's testing sender, which works with any key.
  SALES_NOTIFICATION_FROM: withDefault("TradeVoice website <onboarding@resend.dev>"),
  ELEVENLABS_API_KEY: optional,
  // Form posts one visitor address may make per form and hour; test servers raise it (all their visitors are 127.0.0.1).
  // Memory for rendered anonymous pages (server.js page cache, with their brotli and gzip forms); 0 turns it off.
  PAGE_CACHE_MB: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().nonnegative().default(64)),
  LEAD_FORM_LIMIT_PER_HOUR: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().positive().default(10)),
  // Page views one visitor address may report a minute (the visit beacon); test servers raise it (every visitor is 127.0.0.1).
  VISIT_LIMIT_PER_MINUTE: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().positive().default(120)),
  // Web calls (app/store/rate-limits.server.ts): per visitor address an hour and a day, and for the whole site a day.
  WEB_CALL_LIMIT_PER_ADDRESS_HOUR: count(3),
  WEB_CALL_LIMIT_PER_ADDRESS_DAY: count(6),
  WEB_CALL_DAILY_CALLS: count(200),
  WEB_CALL_DAILY_MINUTES: count(300),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

/** The checked environment of this process. Every variable is optional; see .env.example. */
export const env: Env = parseEnv(process.env);
