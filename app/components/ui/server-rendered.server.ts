import type { AppLoadContext } from "@remix-run/node";
import type { ServerRendered } from "~/components/ui/server-rendered";

/**
 * Loader side of `ServerPart`: on a document request (server.js gives it `serverRendered`, a map the render reads)
 * the content stays on the server and the loader data carries a reference; otherwise the content itself.
 */
export function serverRendered<T>(context: AppLoadContext | undefined, content: T): ServerRendered<T> {
  const kept = context?.serverRendered;
  if (!kept) return { content };
  const ref = String(kept.size);
  kept.set(ref, content);
  return { ref };
}
