import { createHmac, randomBytes } from "node:crypto";
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import { env, type Env } from "~/utils/env.server";
import { logEvent } from "~/utils/log.server";
import type { KeyValueStore } from "./key-value.server";
import { getStore } from "./process-store.server";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit the site keeps, by what it counts and over how long. */
export type LimitName =
  /** Lead form posts per visitor address and form (key: `${form}:${addressKey(ip)}`). */
  | "leadFormPerAddressHour"
  /** Failed Insights sign-ins per visitor address. */
  | "insightsSignInPerAddressMinute"
  /** Visit beacons per visitor address. */
  | "visitsPerAddressMinute"
  /** Demo calls to one phone number (key: the number in E.164). */
  | "demoCallsPerPhoneDay"
  /** Web calls started per visitor address (key: `addressKey(ip)`), an hour and a day. */
  | "webCallPerAddressHour"
  | "webCallPerAddressDay"
  /** Web calls started on the whole site a day (one key for all, e.g. "site"). */
  | "webCallsPerDay"
  /** Web call minutes on the whole site a day (points: minutes). */
  | "webCallMinutesPerDay";

export interface LimitRule {
  /** What the window allows: `consumeLimit` answers `allowed: false` past it. */
  points: number;
  seconds: number;
  /**
   * "store": in the site's store (Redis or Upstash: shared by every instance; the file driver: this process).
   * "process": in this process's memory alone.
   */
  countedIn: "store" | "process";
  /** While the store is down: let everything through (a lead matters more than a limit) or count in this process. */
  whenStoreDown: "allow" | "count-here";
}

/** Wrong Insights passwords one address may try a minute (5 a minute is 7,200 a day: a long random password holds). */
const INSIGHTS_SIGN_INS_PER_MINUTE = 5;
/** Demo calls one phone number may receive a day. */
const DEMO_CALLS_PER_PHONE_DAY = 3;

/** The site's limits, from env where a deployment may want its own numbers. */
export function limitRules(
  settings: Pick<
    Env,
    | "LEAD_FORM_LIMIT_PER_HOUR"
    | "VISIT_LIMIT_PER_MINUTE"
    | "WEB_CALL_LIMIT_PER_ADDRESS_HOUR"
    | "WEB_CALL_LIMIT_PER_ADDRESS_DAY"
    | "WEB_CALL_DAILY_CALLS"
    | "WEB_CALL_DAILY_MINUTES"
  >,
): Record<LimitName, LimitRule> {
  const shared = (points: number, seconds: number, whenStoreDown: LimitRule["whenStoreDown"]): LimitRule => ({
    points,
    seconds,
    countedIn: "store",
    whenStoreDown,
  });
  return {
    leadFormPerAddressHour: shared(settings.LEAD_FORM_LIMIT_PER_HOUR, HOUR, "allow"),
    insightsSignInPerAddressMinute: shared(INSIGHTS_SIGN_INS_PER_MINUTE, MINUTE, "count-here"),
    // Counted per view on the visits hot path: a store round trip would add about a sixth of a count's cost, and the
    // limit only keeps one address from flooding the counts (each instance allows it).
    visitsPerAddressMinute: { points: settings.VISIT_LIMIT_PER_MINUTE, seconds: MINUTE, countedIn: "process", whenStoreDown: "count-here" },
    demoCallsPerPhoneDay: shared(DEMO_CALLS_PER_PHONE_DAY, DAY, "count-here"),
    webCallPerAddressHour: shared(settings.WEB_CALL_LIMIT_PER_ADDRESS_HOUR, HOUR, "count-here"),
    webCallPerAddressDay: shared(settings.WEB_CALL_LIMIT_PER_ADDRESS_DAY, DAY, "count-here"),
    webCallsPerDay: shared(settings.WEB_CALL_DAILY_CALLS, DAY, "count-here"),
    webCallMinutesPerDay: shared(settings.WEB_CALL_DAILY_MINUTES, DAY, "count-here"),
  };
}

/** A limit's answer: whether this use fits, and when the window that refused it ends. */
export interface LimitAnswer {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed): the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** Points left in the window after this use. */
  remaining: number;
}

/** A visitor's address as limits count it: an IPv4 address (also IPv4-mapped IPv6) whole, an IPv6 address by its /64. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/** A limit's key as stored: an HMAC of the key (an address or phone number never appears in a key name). */
const hashedKey = (key: string, secret: string) => createHmac("sha256", secret).update(key).digest("base64url");

/** The store key a limit counts `key` in (`limitName` and the HMAC of the key under `secret`). */
export const limitStoreKey = (name: LimitName, key: string, secret: string) => `limits:${name}:${hashedKey(key, secret)}`;

/**
 * rate-limiter-flexible's store limiter over the site's KeyValueStore (`incrementWindow`): one counting rule on every
 * driver, counted in the store's own client (no Redis connection of its own), behind the store's timeout and breaker.
 * Only consuming and rewarding are used; the library's blocking and `set` (which need a forced expiry) are not.
 */
class KeyValueRateLimiter extends RateLimiterStoreAbstract {
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore, options: ConstructorParameters<typeof RateLimiterStoreAbstract>[0]) {
    super(options);
    this.#store = store;
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false) {
    if (forceExpire) return Promise.reject(new Error("KeyValueRateLimiter: set and block are not supported"));
    return this.#store.incrementWindow(rlKey, Math.ceil(msDuration / 1000), points);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, { count, msLeft }: { count: number; msLeft: number }) {
    return new RateLimiterRes(Math.max(this.points - count, 0), msLeft, count, count === changedPoints);
  }

  _get() {
    return Promise.reject(new Error("KeyValueRateLimiter: get is not supported"));
  }

  async _delete(rlKey: string) {
    await this.#store.remove(rlKey);
    return true;
  }
}

type Limiter = RateLimiterMemory | KeyValueRateLimiter;

/** The site's limits, counted in `store`; keys are hashed with `secret`. */
export function createRateLimits(store: KeyValueStore, { rules, secret }: { rules: Record<LimitName, LimitRule>; secret: string }) {
  const limiters = new Map<LimitName, Limiter>();
  const limiterOf = (name: LimitName): Limiter => {
    let limiter = limiters.get(name);
    if (limiter) return limiter;
    const { points, seconds, countedIn, whenStoreDown } = rules[name];
    const options = { points, duration: seconds, keyPrefix: `limits:${name}` };
    limiter =
      countedIn === "process"
        ? new RateLimiterMemory(options)
        : new KeyValueRateLimiter(store, {
            ...options,
            storeClient: store,
            // Counts in this process while the store fails (the store's breaker makes that at once, not after a timeout).
            ...(whenStoreDown === "count-here" ? { insuranceLimiter: new RateLimiterMemory(options) } : {}),
          });
    limiters.set(name, limiter);
    return limiter;
  };
  const storeDown = (name: LimitName, error: unknown) =>
    logEvent({
      level: "warn",
      event: "limit.store-unavailable",
      limit: name,
      error: error instanceof Error ? error.message : String(error),
    });

  return {
    /**
     * Counts `points` (default 1; 0 asks without counting) against `name` for `key`. Never throws: when the store
     * fails, a limit that lets everything through then answers allowed (and the failure is logged).
     */
    async consume(name: LimitName, key: string, points = 1): Promise<LimitAnswer> {
      try {
        const res = await limiterOf(name).consume(hashedKey(key, secret), points);
        return { allowed: true, retryAfterSeconds: 0, remaining: res.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)), remaining: 0 };
        }
        storeDown(name, error);
        return { allowed: true, retryAfterSeconds: 0, remaining: rules[name].points };
      }
    },
    /** Gives back `points` counted for `key` (a use that turned out not to count, e.g. a successful sign-in). */
    async refund(name: LimitName, key: string, points = 1): Promise<void> {
      try {
        await limiterOf(name).reward(hashedKey(key, secret), points);
      } catch (error) {
        storeDown(name, error);
      }
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * What limit keys are hashed with: SESSION_SECRET's first secret (every instance hashes alike, so a shared limit is
 * shared), else a random one per process (like the session's; counts in a shared store then restart with the process).
 */
export function limitKeySecret(sessionSecret: string | undefined): string {
  const configured = sessionSecret?.split(",")[0].trim();
  return configured ? `limits:${configured}` : (processSecret ??= randomBytes(32).toString("hex"));
}
let processSecret: string | undefined;

const limitsByStore = new WeakMap<KeyValueStore, RateLimits>();

/** The site's limits (from this process's env) counted in `store`: one set per store. */
export function rateLimitsIn(store: KeyValueStore): RateLimits {
  let limits = limitsByStore.get(store);
  if (!limits)
    limitsByStore.set(store, (limits = createRateLimits(store, { rules: limitRules(env), secret: limitKeySecret(env.SESSION_SECRET) })));
  return limits;
}

/**
 * Counts `points` (default 1) against the limit `name` for `key` in the process's store; `allowed: false` past the
 * limit, with the seconds until its window ends. Never throws.
 */
export const consumeLimit = (name: LimitName, key: string, points?: number): Promise<LimitAnswer> =>
  rateLimitsIn(getStore()).consume(name, key, points);

/** Gives back `points` (default 1) counted against `name` for `key` in the process's store. Never throws. */
export const refundLimit = (name: LimitName, key: string, points?: number): Promise<void> =>
  rateLimitsIn(getStore()).refund(name, key, points);
