import { closeStore } from "~/store/process-store.server";

/**
 * Runs a command's `main` when node was started with its file (`meta` is that file's import.meta), not when a test or
 * another script imports it. The site's store is closed afterwards so the process can exit; a crash exits 1.
 */
export function runScript(meta: ImportMeta, main: () => Promise<void>): void {
  if (meta.url !== `file://${process.argv[1]}`) return;
  main()
    .finally(closeStore)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
