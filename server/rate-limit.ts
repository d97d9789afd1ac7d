import type { RequestHandler, Request } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { logger } from "../shared/log.ts";
import { routeOf } from "./route-resolution.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Sends one Redis command (`rate-limit-redis`'s `sendCommand`) and returns its reply. */
export type SendCommand = (command: string, ...args: string[]) => Promise<RedisReply>;

/**
 * rate-limit-redis loads its counting script once, at start: with Redis down then, every later count would fail
 * until a restart. This store loads it again on the next count after a failed load.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      await this.incrementScriptSha;
    } catch {
      this.incrementScriptSha = this.loadIncrementScript();
    }
    return super.increment(key);
  }
}

/**
 * Lead form POSTs per visitor and form (the route's `leadForm`, route-resolution.ts: every spelling of a page is one
 * form): `limitPerHour` an hour, counted in `sendCommand`'s Redis (shared by every
 * instance) or, without one, in this process. An IPv6 visitor is counted by their /64 (one home or office). The
 * middleware only marks a post past the limit (`res.locals.formRateLimited`): the form's action answers it with the
 * form's own message. A store that fails lets the post through (a lead matters more than a limit).
 */
export function leadFormRateLimit({ limitPerHour, sendCommand }: { limitPerHour: number; sendCommand?: SendCommand }): RequestHandler {
  const store: Store | undefined = sendCommand ? new RecoveringRedisStore({ sendCommand, prefix: "rl:lead-form:" }) : undefined;
  return rateLimit({
    windowMs: HOUR_MS,
    limit: limitPerHour,
    ...(store ? { store } : {}),
    skip: (req, res) => req.method !== "POST" || !routeOf(res).policy.leadForm,
    keyGenerator: (req: Request, res) => `${routeOf(res).policy.leadForm}:${ipKeyGenerator(req.ip ?? "", 64)}`,
    handler: (_req, res, next) => {
      res.locals.formRateLimited = true;
      next();
    },
    passOnStoreError: true,
    standardHeaders: false,
    legacyHeaders: false,
    logger,
  });
}

/**
 * Failed Insights sign-ins (POSTs to the route whose policy says `signIn`, whatever its spelling) per visitor address (IPv6 by its /64): `limitPerMinute` a minute, then a 429 with
 * Retry-After until the window ends, whatever the password. A sign-in or sign-out that succeeds (a redirect) is not
 * counted, so the team is not locked out by its own use. Counted in `sendCommand`'s Redis when there is one (every
 * instance shares the limit: a guesser cannot multiply it by the number of instances), else in this process.
 */
export function insightsSignInRateLimit({
  limitPerMinute,
  sendCommand,
}: {
  limitPerMinute: number;
  sendCommand?: SendCommand;
}): RequestHandler {
  const store: Store | undefined = sendCommand ? new RecoveringRedisStore({ sendCommand, prefix: "rl:insights-sign-in:" }) : undefined;
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    ...(store ? { store } : {}),
    skip: (req, res) => req.method !== "POST" || !routeOf(res).policy.signIn,
    skipSuccessfulRequests: true,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? "", 64),
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      res
        .status(429)
        .set({ "Retry-After": String(seconds), "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" })
        .type("text/plain")
        .send(`Too many sign-in attempts from your address. Try again in ${seconds} seconds.`);
    },
    standardHeaders: false,
    legacyHeaders: false,
    logger,
  });
}

/**
 * The Redis the limits are counted in: Upstash (REST) when configured, else REDIS_URL, else none (this process's
 * memory). Its own connection, opened here and closed by `close` on shutdown.
 */
export async function rateLimitRedis(env: {
  REDIS_URL?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
}): Promise<{ sendCommand: SendCommand; close: () => Promise<void> } | undefined> {
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    const { Redis } = await import("@upstash/redis");
    // Replies as Redis sends them: a script's sha must not be read as JSON.
    const redis = new Redis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN, automaticDeserialization: false });
    return { sendCommand: upstashCommands(redis), close: async () => {} };
  }
  if (env.REDIS_URL) {
    const { Redis } = await import("ioredis");
    // One retry and the lead store's timeout (1.5 s): a Redis that is down or frozen fails the count (and the post
    // goes through) instead of holding every form post until it answers. 500 ms let a loaded but healthy Redis
    // drop counts (11 posts through a limit of 10 on a busy CI machine).
    const client = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 1_000, commandTimeout: 1_500 });
    // Without a listener ioredis reports every failed reconnect as an unhandled error event.
    let reported = false;
    client.on("error", (error: Error) => {
      if (!reported) logger.error(`[rate limit] Redis unreachable, posts are not counted: ${error.message}`);
      reported = true;
    });
    client.on("ready", () => (reported = false));
    return {
      sendCommand: async (command, ...args) => (await client.call(command, ...args)) as RedisReply,
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  return undefined;
}

/** The commands rate-limit-redis sends (SCRIPT LOAD, EVALSHA, DECR, DEL), on @upstash/redis's typed client. */
export function upstashCommands(redis: {
  scriptLoad(script: string): Promise<string>;
  evalsha(sha: string, keys: string[], args: string[]): Promise<unknown>;
  decr(key: string): Promise<number>;
  del(...keys: string[]): Promise<number>;
}): SendCommand {
  return async (command, ...args) => {
    switch (command.toUpperCase()) {
      case "SCRIPT":
        return redis.scriptLoad(args[1]);
      case "EVALSHA": {
        const [sha, keyCount, ...rest] = args;
        const keys = rest.slice(0, Number(keyCount));
        return (await redis.evalsha(sha, keys, rest.slice(keys.length))) as RedisReply;
      }
      case "DECR":
        return redis.decr(args[0]);
      case "DEL":
        return redis.del(args[0]);
      default:
        throw new Error(`rate limit: no Upstash mapping for ${command}`);
    }
  };
}
