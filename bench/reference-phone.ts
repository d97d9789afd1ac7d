/**
 * One reference phone on every host: the CPU slowdown that makes this machine as slow as Lighthouse's mobile reference
 * device, from Lighthouse's measured benchmark index (higher is faster). Lighthouse's CPU throttling docs
 * (docs/throttling.md#cpu-throttling, linked from node_modules/lighthouse/core/gather/driver/environment.js) and its
 * calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/, cited in
 * node_modules/lighthouse/core/config/lr-mobile-config.js): 3x at index 1,300, +1x per 233 above; 2x at 800, +1x per
 * 500 up to 1,300. Below 800 the host is already slower than the phone a 2x slowdown makes of an 800 host: it cannot
 * emulate the reference phone.
 */
export const SLOWEST_EMULATING_INDEX = 800;

export type ReferencePhone = { benchmarkIndex: number; cpuSlowdown: number } | { benchmarkIndex: number; tooSlow: true };

export function referencePhone(benchmarkIndex: number): ReferencePhone {
  if (!(benchmarkIndex >= SLOWEST_EMULATING_INDEX)) return { benchmarkIndex, tooSlow: true };
  const cpuSlowdown = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : 2 + (benchmarkIndex - 800) / 500;
  return { benchmarkIndex, cpuSlowdown: Math.round(cpuSlowdown * 100) / 100 };
}

/** "index 3088, CPU 10.67x" or "index 700: too slow to emulate the reference phone". */
export function describePhone(phone: ReferencePhone): string {
  const index = `index ${Math.round(phone.benchmarkIndex)}`;
  return "tooSlow" in phone
    ? `${index}: below ${SLOWEST_EMULATING_INDEX}, too slow to emulate the reference phone`
    : `${index}, CPU ${phone.cpuSlowdown}x`;
}
