import { seedDocument } from "./seed";

/**
 * The seed's running experiment on the home hero heading (GrowthBook, 50/50) and two visitor ids it buckets apart,
 * found by running the assignment once (app/experiments/assignment.ts): specs that read the home hero's text give
 * their browser one of them, so the text they expect does not depend on a random new visitor id.
 */
export const HOME_EXPERIMENT = seedDocument("experiment-home-hero-heading");
export const CONTROL_VISITOR = "00000000-0000-4000-8000-000000000001";
export const VARIANT_VISITOR = "00000000-0000-4000-8000-000000000002";

/** The `tv_exp` cookie of a visitor, for `context.addCookies`. */
export const experimentCookie = (visitorId: string, url: string) => ({ name: "tv_exp", value: visitorId, url });
