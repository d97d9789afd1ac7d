import { Transform } from "node:stream";
import { createProcessor } from "beasties/runtime";
import plans from "virtual:critical-css-plans";

let processor: ReturnType<typeof createProcessor> | undefined;

/**
 * The rules of the site's stylesheet that this document uses (beasties, from the plan compiled at build time:
 * vite/critical-css-plans.ts). Empty where no plan was built (`npm run dev`).
 */
function criticalCss(html: string): string {
  if (plans.length === 0) return "";
  processor ??= createProcessor(plans);
  return processor.extract(html).css;
}

const HEAD_END = "</head>";

/**
 * The document stream with the rules its page uses in a `<style>` at the end of its <head>: the page paints as soon
 * as its HTML has arrived (root.tsx links the whole stylesheet last). Which rules depends on the whole body, so the
 * <head> goes out at once and what follows it is held until the document ends.
 */
export function inlineCriticalCss(nonce: string): Transform {
  const decoder = new TextDecoder();
  let head = "";
  let rest: string[] | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      if (rest) {
        rest.push(text);
        return callback();
      }
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      rest = [head.slice(end)];
      head = head.slice(0, end);
      callback(null, head);
    },
    flush(callback) {
      const body = (rest ?? []).join("") + decoder.decode();
      if (!rest) return callback(null, head + body);
      const css = criticalCss(head + body);
      callback(null, css ? `<style nonce="${nonce}">${css}</style>${body}` : body);
    },
  });
}
