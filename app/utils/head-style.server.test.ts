import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withHeadStyle } from "./head-style.server";

const DOCUMENT = '<!DOCTYPE html><html><head><title>Café</title></head><body><p class="a">Déjà vu</p></body></html>';

/** The document cut into chunks of `size` bytes: tags and multi-byte characters fall across chunks. */
function chunked(size: number): Readable {
  const bytes = Buffer.from(DOCUMENT);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

describe("withHeadStyle", () => {
  it("puts the style chosen from the whole document at the end of <head>, however the stream is cut", async () => {
    for (const size of [1, 2, 3, 5, 7, 64, 4096]) {
      const seen: string[] = [];
      const html = await text(
        chunked(size).pipe(
          withHeadStyle("n0nce", (document) => {
            seen.push(document);
            return ".a{color:red}";
          }),
        ),
      );
      expect(html).toBe(DOCUMENT.replace("</head>", '<style nonce="n0nce">.a{color:red}</style></head>'));
      expect(seen).toEqual([DOCUMENT]);
    }
  });

  it("adds no style when there are no rules, and passes a stream without </head> through", async () => {
    expect(await text(chunked(3).pipe(withHeadStyle("n", () => "")))).toBe(DOCUMENT);
    expect(await text(Readable.from([Buffer.from("<p>é</p>")]).pipe(withHeadStyle("n", () => "x")))).toBe("<p>é</p>");
  });
});
