// Preload for memory tests (`startSite({ preload: [...] })`): SIGUSR2 runs a full garbage collection, so the test
// reads what the process keeps, not garbage that a collection would free.
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
let collections = 0;
process.on("SIGUSR2", () => {
  gc();
  console.log(`[gc] collection ${++collections}`);
});
