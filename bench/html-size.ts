import { request as httpRequest } from "node:http";
import { CONTROL_VISITOR } from "../tests/support/experiments";
import { BROWSER_UA } from "./pages";

/** What Chromium sends over HTTPS (production): the server picks the encoding a visitor gets from it. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface SentHtml {
  /** Bytes on the wire (the body as sent, compressed). */
  bytes: number;
  encoding: string;
  /** The page cache's answer: `hit`, `stale`, or `miss` when it did not answer (rendered, or never cached). */
  pageCache: string;
}

/**
 * The bytes the server sends for a page to a browser, and whether the page cache sent them. One visitor of the home
 * hero's experiment (the seed's): every request asks for the same variant's copy.
 */
export function sentHtml(url: URL): Promise<SentHtml> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING, "user-agent": BROWSER_UA, cookie: `tv_exp=${CONTROL_VISITOR}` };
    const request = httpRequest(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({
          bytes,
          encoding: response.headers["content-encoding"] ?? "identity",
          pageCache: (response.headers["x-page-cache"] as string | undefined) ?? "miss",
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
