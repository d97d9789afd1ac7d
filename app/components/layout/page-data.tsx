import { createContext, useContext } from "react";

const PageDataStream = createContext<ReadableStream<Uint8Array> | undefined>(undefined);

/** entry.server.tsx gives the render Remix's loader data for this document (single fetch's turbo-stream). */
export const PageDataProvider = PageDataStream.Provider;

const read = new WeakMap<ReadableStream<Uint8Array>, { done: Promise<void>; text?: string }>();

/** The whole stream as text; until it has arrived the render waits for it (React 18: the pending read is thrown). */
function readAll(stream: ReadableStream<Uint8Array>): string {
  let reading = read.get(stream);
  if (!reading) {
    const started: { done: Promise<void>; text?: string } = {
      done: new Response(stream).text().then((text) => {
        started.text = text;
      }),
    };
    read.set(stream, (reading = started));
  }
  if (reading.text === undefined) throw reading.done;
  return reading.text;
}

// Inside a <script>, as Remix writes it: nothing in the data can end the script or start markup.
const SCRIPT_UNSAFE = /[&<>\u2028\u2029]/g;
const scriptSafe = (json: string) => json.replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * Remix's loader data for hydration, in <body> after its <Scripts>. Remix's own `RemixServer` renders it after the
 * document element, so it came after </html> (invalid HTML); entry.server.tsx gives the stream to this component
 * instead. The browser keeps the script as the server wrote it (hydration leaves a script's text alone).
 */
export function PageData({ nonce }: { nonce: string }) {
  const stream = useContext(PageDataStream);
  // The browser's bundle carries none of this: the server writes the script, hydration leaves it.
  const data =
    import.meta.env.SSR && stream
      ? `window.__remixContext.streamController.enqueue(${scriptSafe(JSON.stringify(readAll(stream)))});window.__remixContext.streamController.close();`
      : "";
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data }} />;
}
