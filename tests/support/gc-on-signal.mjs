// Preload for memory tests (`startSite({ preload: [...] })`): SIGUSR2 runs a full garbage collection and logs what
// the process keeps (JavaScript heap plus Buffers), not garbage a collection would free, nor the allocator's
// arenas that resident memory still counts after a free.
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
let collections = 0;
process.on("SIGUSR2", () => {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  console.log(`[gc] collection ${++collections} kept ${heapUsed + external}`);
});
