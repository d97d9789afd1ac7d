import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerContentProvider } from "~/components/ui/server-rendered";
import stylesheet from "~/styles/app.css?url";
import { NonceProvider } from "~/utils/nonce";

/**
 * The stylesheet every page blocks its first paint on, announced in the response headers: the browser requests it
 * as the headers arrive instead of once the document's <head> is parsed (`npm run bench`: a first paint bounded by
 * that request). server.js also sends it as a 103 Early Hint while a page renders.
 */
export const stylesheetLink = `<${stylesheet}>; rel=preload; as=style`;

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerContentProvider value={loadContext.serverRendered}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </ServerContentProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.append("Link", stylesheetLink);
          // A server error must not be kept by browsers or the CDN, whatever the route's headers said.
          if (responseStatusCode >= 500) responseHeaders.set("Cache-Control", "private, no-store");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already streaming: log them rather than losing them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// The server reads these from the build (`build.entry.module`): its settings, readiness checks, the workers it
// starts once listening and stops on shutdown, and the content revision its page cache keys on.
export { env } from "~/utils/env.server";
export { checkStoreReady } from "~/leads/lead-store.server";
export { checkContentReady, contentRevision } from "~/sanity/client.server";
export { startWorkers, stopWorkers } from "~/workers.server";
