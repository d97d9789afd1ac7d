import { connect } from "node:net";

/** What came back for a raw request: the status (null when the server closed without answering) and the whole answer. */
export interface RawAnswer {
  status: number | null;
  text: string;
}

const ANSWER_TIMEOUT_MS = 15_000;

/**
 * Sends `request` byte for byte over a new TCP connection and reads until the server closes it (send
 * `Connection: close`). fetch and undici normalise a target (`//`, `..`, case), which is what these tests must not do.
 */
export function rawRequest(port: number, request: string | Buffer, host = "127.0.0.1"): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text });
    };
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing a connection whose body it did not read) still leaves the answer.
    socket.on("error", () => {});
    socket.on("close", done);
    socket.write(request);
  });
}

/** A request with `Connection: close` and the given headers (Host first unless `host: null`). */
export function requestText(
  line: string,
  { host = "localhost", headers = {}, body = "" }: { host?: string | null; headers?: Record<string, string>; body?: string } = {},
): string {
  const lines = [line, ...(host === null ? [] : [`Host: ${host}`]), ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (body && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length"))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\nConnection: close\r\n\r\n${body}`;
}
