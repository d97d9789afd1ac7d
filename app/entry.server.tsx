import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerContentProvider } from "~/components/ui/server-rendered";
import { criticalCss } from "~/styles/critical-css.server";
import { logEvent } from "~/utils/log.server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

const DOCUMENT_END = "</body></html>";

/**
 * React 18 closes <html> with the shell, and Remix renders its data scripts after the document element, so they
 * came after </html> (invalid HTML; browsers parse them into <body> anyway). The end tags go last instead.
 */
function closeDocumentLast(html: string): string {
  const end = html.indexOf(DOCUMENT_END);
  return end === -1 ? html : html.slice(0, end) + html.slice(end + DOCUMENT_END.length) + DOCUMENT_END;
}

/** The styles the document uses travel in its <head>: its first paint waits for no stylesheet (root.tsx links it last). */
function withCriticalCss(html: string): string {
  const css = criticalCss(html);
  return css ? html.replace("</head>", `<style>${css}</style></head>`) : html;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
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
        onShellReady() {
          shellRendered = true;
        },
        // The whole document is rendered before any of it is sent: its <head> carries the styles its <body> uses.
        // Pages have no slow parts to stream (loaders resolve before the render), and the page cache keeps whole pages.
        onAllReady() {
          if (!shellRendered) return;
          const body = new PassThrough();
          pipe(body);
          text(body).then((rendered) => {
            // React 18's stream writer can leave NUL bytes where a chunk ends just before a multi-byte character
            // (seen before a curly quote on home); no page has a NUL of its own (forms refuse it), so none may pass.
            const html = rendered.replaceAll("\u0000", "");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // A server error must not be kept by browsers or the CDN, whatever the route's headers said.
            if (responseStatusCode >= 500) responseHeaders.set("Cache-Control", "private, no-store");
            resolve(new Response(withCriticalCss(closeDocumentLast(html)), { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error("The document shell failed to render", { cause: error }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell end in a fallback, not in Remix's error handling: log them rather than losing them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// The server reads these from the build (`build.entry.module`): its settings, readiness checks, the workers it
// starts once listening and stops on shutdown, and the content revision its page cache keys on.
/**
 * What Remix caught in a loader, action or render: one log line. Its own 4xx answers (a POST to a page without an
 * action, a path no route matches) are an info line without a stack: the visitor's mistake, not ours. A request the
 * visitor abandoned is not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const line = { requestId: context.requestId, method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) logEvent({ event: "route.refused", ...line, status: error.status });
  else logEvent({ level: "error", event: "route.error", ...line, error: error instanceof Error ? error.stack : String(error) });
};

export { env } from "~/utils/env.server";
export { checkStoreReady } from "~/leads/lead-store.server";
export { checkContentReady, contentRevision } from "~/sanity/client.server";
export { answerVisitBeacon } from "~/insights/visit-beacon.server";
export { pageVariant } from "~/experiments/experiments.server";
export { startWorkers, stopWorkers } from "~/workers.server";
export { addressKey, consumeLimit, refundLimit } from "~/store/rate-limits.server";
