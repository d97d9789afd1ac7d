// Preload for every site a test starts (site-process.ts, the store-down server): the site stops when the test process
// that started it is gone. A worker torn down after a failure or a time limit never runs its afterAll, and the site
// it left would serve on for the rest of the run. The IPC channel closes with that process, however it ends.
process.channel?.unref();
process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
