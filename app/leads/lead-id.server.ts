import { randomBytes } from "node:crypto";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_BITS = 80n;

let lastTime = -1;
let lastRandom = 0n;

function encode(value: bigint, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out = CROCKFORD[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/**
 * A ULID: 48-bit millisecond timestamp + 80 random bits from the OS, in Crockford base32. Ids sort by creation
 * time (monotonic within one process and millisecond) and cannot be guessed from one another.
 */
export function newLeadId(now = Date.now()): string {
  if (now === lastTime) {
    lastRandom = (lastRandom + 1n) & ((1n << RANDOM_BITS) - 1n);
  } else {
    lastTime = now;
    lastRandom = BigInt(`0x${randomBytes(10).toString("hex")}`);
  }
  return encode(BigInt(now), 10) + encode(lastRandom, 16);
}

export const LEAD_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
