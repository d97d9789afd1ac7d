import { hostname } from "node:os";
import { ulid } from "ulid";

/** This process, as written into leases it holds: host, pid and a random part (pids are reused). */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${ulid()}`;

/** True while a process with this pid runs on this machine. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * True when `owner` is a process of this machine that is no longer running (killed, crashed): what it held can be
 * taken over at once instead of after its lease expires. Owners on other machines are never judged.
 */
export function ownerGone(owner: string): boolean {
  const [host, pid] = owner.split(":");
  return host === hostname() && Number(pid) !== process.pid && Number.isInteger(Number(pid)) && !isRunning(Number(pid));
}
