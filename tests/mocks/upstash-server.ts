import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import IORedis from "ioredis";

/**
 * A small server speaking Upstash's REST protocol (a command as a JSON array POSTed to /, arrays of commands
 * to /pipeline and /multi-exec) that forwards every command to a real Redis, so the @upstash/redis client
 * can be tested offline against real Redis semantics.
 */
export interface UpstashTestServer {
  url: string;
  token: string;
  close(): Promise<void>;
}

type Reply = { result: unknown } | { error: string };

function encodeBase64(value: unknown): unknown {
  if (typeof value === "string") return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(encodeBase64);
  return value;
}

/** ioredis turns a hash (HGETALL) into an object; Upstash sends Redis's flat list of fields and values. */
const asUpstashSends = (result: unknown): unknown =>
  result && typeof result === "object" && !Array.isArray(result) && !Buffer.isBuffer(result) ? Object.entries(result).flat() : result;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export async function startUpstashTestServer(redisUrl: string, token = "test-upstash-token"): Promise<UpstashTestServer> {
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  const run = async ([command, ...args]: unknown[]): Promise<Reply> => {
    try {
      return { result: asUpstashSends(await redis.call(String(command), ...args.map(String))) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  const server: Server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return reply(401, { error: "Unauthorized" });
    const base64 = request.headers["upstash-encoding"] === "base64";
    const encode = (body: Reply) => ("result" in body && base64 ? { result: encodeBase64(body.result) } : body);
    try {
      const body = await readJson(request);
      if (request.url === "/pipeline") {
        const replies: Reply[] = [];
        for (const command of body as unknown[][]) replies.push(await run(command));
        return reply(200, replies.map(encode));
      }
      if (request.url === "/multi-exec") {
        const commands = body as unknown[][];
        const results = await redis.multi(commands.map(([c, ...a]) => [String(c), ...a.map(String)])).exec();
        return reply(
          200,
          (results ?? []).map(([error, result]) => encode(error ? { error: error.message } : { result })),
        );
      }
      const single = await run(body as unknown[]);
      return reply("error" in single ? 400 : 200, encode(single));
    } catch (error) {
      reply(400, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
