import { PassThrough, type Writable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutReactNulPadding } from "./react-nul-padding.server";

/** Many short texts with three-byte characters: some of them straddle the end of React's 2,048-byte buffers. */
const page = createElement(
  "div",
  null,
  Array.from({ length: 1000 }, (_, index) => createElement("span", { key: index }, "’".repeat(10))),
);

function render(through: (destination: Writable) => Writable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const collected = new PassThrough();
        buffer(collected).then(resolve, reject);
        pipe(through(collected));
      },
      onShellError: reject,
    });
  });
}

describe("withoutReactNulPadding", () => {
  it("drops the NUL bytes React 18 pads its full buffers with, and nothing else", async () => {
    const raw = await render((destination) => destination);
    expect(raw.includes(0)).toBe(true);

    const clean = await render((destination) => {
      const transform = withoutReactNulPadding();
      transform.pipe(destination);
      return transform;
    });
    expect(clean.includes(0)).toBe(false);
    expect(clean.toString("utf8")).toBe(raw.toString("utf8").replaceAll("\u0000", ""));
  });
});
