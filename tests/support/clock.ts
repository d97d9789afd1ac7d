import { onTestFinished, vi } from "vitest";

/**
 * Sets the time the code under test reads, for the rest of the running test: `Date` only, so timers, sockets and the
 * stores run on as usual. Move it on with `vi.setSystemTime`.
 */
export function setClock(at: Date | number): void {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
