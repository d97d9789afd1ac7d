import zlib from "node:zlib";

export interface CompressionResult {
  setting: string;
  bytes: number;
  ms: number;
}

const CHUNK_BYTES = 8 * 1024;
const REPEATS = 31;

/** Compresses like `compression` does for a streamed render: one write per chunk, each flushed. */
function streamed(html: Buffer, stream: zlib.BrotliCompress | zlib.Gzip, flushKind: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    stream.once("end", () => resolve(bytes));
    stream.once("error", reject);
    for (let start = 0; start < html.length; start += CHUNK_BYTES) {
      stream.write(html.subarray(start, start + CHUNK_BYTES));
      stream.flush(flushKind);
    }
    stream.end();
  });
}

/**
 * On-the-fly cost of each candidate setting for one page: bytes sent and CPU ms (median of 31), streamed in 8 KB
 * flushed chunks as server.js compresses a render. Picks the brotli quality for server.js.
 */
export async function measureCompression(html: Buffer): Promise<CompressionResult[]> {
  const settings: [string, () => zlib.BrotliCompress | zlib.Gzip, number][] = [
    ...[1, 3, 4, 5, 6, 8].map((quality): [string, () => zlib.BrotliCompress, number] => [
      `brotli ${quality}`,
      () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
      zlib.constants.BROTLI_OPERATION_FLUSH,
    ]),
    ["gzip 6", () => zlib.createGzip({ level: 6 }), zlib.constants.Z_SYNC_FLUSH],
  ];
  const results: CompressionResult[] = [];
  for (const [setting, create, flushKind] of settings) {
    const times: number[] = [];
    let bytes = 0;
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      // CPU time, not wall time: the bench shares the machine, and CPU is what compression costs the server.
      const started = process.cpuUsage();
      bytes = await streamed(html, create(), flushKind);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
    }
    results.push({ setting, bytes, ms: times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)] });
  }
  return results;
}
