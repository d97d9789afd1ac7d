import { isIP } from "node:net";

/** The names Express's "trust proxy" knows (proxy-addr): loopback, link-local and unique-local ranges. */
const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, or an address with a prefix length (CIDR, or an IPv4 netmask as Express also takes). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  if (extra !== undefined || !isIP(address)) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === 4 && isIP(address) === 4) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * Express's "trust proxy" setting from TRUST_PROXY: `true`/`false` (booleans), a hop count (`1` is one proxy, not
 * the address 0.0.0.1), or a comma-separated list of names (loopback, linklocal, uniquelocal), addresses and CIDR
 * ranges. Unset or empty: loopback. Anything else throws at boot, naming the value, instead of failing per request.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  const text = (value ?? "").trim();
  if (text === "") return ["loopback"];
  if (text === "true" || text === "false") return text === "true";
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const refused = entries.filter((entry) => !NAMES.has(entry) && !isAddressOrRange(entry));
  if (refused.length) {
    throw new Error(
      `TRUST_PROXY=${JSON.stringify(value)}: ${refused.map((entry) => JSON.stringify(entry)).join(", ")} is not true, false, a hop count, ` +
        "loopback, linklocal, uniquelocal, an IP address or a CIDR range (comma-separate several).",
    );
  }
  return entries;
}
