import { Transform } from "node:stream";

/** React 18's stream writer encodes text into buffers of this size (react-dom-server, `VIEW_SIZE`). */
const REACT_VIEW_SIZE = 2048;

/**
 * React 18.3's stream writer sends a whole 2,048-byte buffer when the next character (1-3 UTF-8 bytes more) does not
 * fit in it, so the unused tail goes out as NUL bytes (fixed in React 19, facebook/react#26228). Decoding cannot
 * repair it: the NULs are real bytes. Only a full buffer's trailing NULs are padding; forms refuse NUL, so no page
 * has one of its own there.
 */
export function withoutReactNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      if (end === REACT_VIEW_SIZE) while (end > REACT_VIEW_SIZE - 3 && chunk[end - 1] === 0) end -= 1;
      callback(null, chunk.subarray(0, end));
    },
  });
}
