import { Transform } from "node:stream";

const HEAD_END = "</head>";

/**
 * A document stream with a `<style>` at the end of its <head>, whose rules `rulesFor` chooses from the whole
 * document: the <head> goes out at once, what follows it is held until the document ends. No style when there are
 * no rules.
 */
export function withHeadStyle(nonce: string, rulesFor: (html: string) => string): Transform {
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
      const css = rulesFor(head + body);
      callback(null, css ? `<style nonce="${nonce}">${css}</style>${body}` : body);
    },
  });
}
