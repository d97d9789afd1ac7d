// rate-limiter-flexible's base class of its store limiters (Redis, Postgres...): declared in its published types, but
// its index does not export it, so a store of our own imports it by path.
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  import { RateLimiterStoreAbstract } from "rate-limiter-flexible";
  export default RateLimiterStoreAbstract;
}
