import { env } from "~/utils/env.server";
import { createKeyValueStore } from "./create-store.server";
import { keyValueOptionsFromEnv, type KeyValueStore } from "./key-value.server";

let store: KeyValueStore | undefined;

/** The process's store, picked by env. Creating it opens nothing: Redis connects on the first command. */
export function getStore(): KeyValueStore {
  store ??= createKeyValueStore(keyValueOptionsFromEnv(env));
  return store;
}

/** Closes the process's store (shutdown, the end of a CLI command); the next use creates a new one. */
export async function closeStore(): Promise<void> {
  const closing = store;
  store = undefined;
  await closing?.close();
}
