import { PassThrough, pipeline } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { PageDataProvider } from "~/components/layout/page-data";
import { ServerContentProvider } from "~/components/ui/server-rendered";
import { inlineCriticalCss } from "~/styles/critical-css.server";
import { logEvent } from "../shared/log.ts";
import { NonceProvider } from "~/utils/nonce";
import { withoutReactNulPadding } from "~/utils/react-nul-padding.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * The document as React renders it, through two stream transforms: React 18's NUL padding out, the page's critical
 * CSS into its <head>. It is sent once everything has rendered (`onAllReady`, docs/decisions/0053-paint-render-pipeline.md):
 * the critical CSS depends on the whole body, and React then writes every Suspense boundary in place.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const { serverHandoffStream, ...remix } = remixContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerContentProvider value={loadContext.serverRendered}>
          {/* The loader data goes into <body> (root.tsx, `PageData`), not after the document as RemixServer puts it. */}
          <PageDataProvider value={serverHandoffStream}>
            <RemixServer context={remix} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </PageDataProvider>
        </ServerContentProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished boundary is written in place however large it is (React outlines those above 12,800 bytes by
        // default, after </body></html>).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          if (!shellRendered) return;
          const document = new PassThrough();
          const withoutPadding = withoutReactNulPadding();
          pipeline(
            withoutPadding,
            inlineCriticalCss(nonce),
            document,
            // A visitor who left ends the stream early: not an error of ours.
            (error) => {
              if (error && !request.signal.aborted) logEvent({ level: "error", event: "render.stream", error: error.message });
            },
          );
          pipe(withoutPadding);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A server error must not be kept by browsers or the CDN, whatever the route's headers said.
          if (responseStatusCode >= 500) responseHeaders.set("Cache-Control", "private, no-store");
          resolve(new Response(createReadableStreamFromReadable(document), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error("The document shell failed to render", { cause: error }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell end in a fallback, not in Remix's error handling: log them rather than losing them.
          if (shellRendered) {
            logEvent({ level: "error", event: "render.error", error: error instanceof Error ? error.stack : String(error) });
          }
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

// What the server takes from the app (shared/site-entry.ts).
export { site } from "./site-entry.server";
