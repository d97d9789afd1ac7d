import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate, parse } from "groq-js";
import { applyPerspective, parseSeed, type Document } from "../../app/sanity/local-dataset.server";

/**
 * A stand-in for hosted Sanity's Content Lake query API, so the hosted code path (`SANITY_PROJECT_ID` set,
 * `SANITY_API_HOST` pointing here) runs offline. It answers what `@sanity/client` asks with a custom `apiHost`
 * (`useProjectHostname: false`): GET `/v<date>/data/query/<dataset>?query=..&$param=<json>&perspective=..` and the
 * POST form with `{query, params}`, evaluated with groq-js over the seed. Perspectives other than `published` need
 * the token, as with Sanity. `mode` switches it to answer 500 or to hang (never answer).
 */
export type LakeMode = "answer" | "error" | "hang";
export type LakePerspective = "published" | "drafts" | "previewDrafts" | "raw";

export interface LakeRequest {
  method: string;
  dataset: string;
  perspective: LakePerspective;
  query: string;
  params: Record<string, unknown>;
  projectId: string | undefined;
  authorized: boolean;
}

export interface ContentLakeStandIn {
  /** The `apiHost` / `SANITY_API_HOST` to give the site. */
  url: string;
  projectId: string;
  dataset: string;
  token: string;
  mode: LakeMode;
  /** Every query request received, in order. */
  requests: LakeRequest[];
  /** Adds or replaces a document (a publish, or a draft when its id starts with `drafts.`). */
  put(document: Document): void;
  document(id: string): Document | undefined;
  close(): Promise<void>;
}

/**
 * The site's env for the hosted path against this stand-in, for in-process tests: answering again (mode, request
 * log reset), and a short content timeout so hanging cases stay quick (production waits 2 s).
 */
export function useHostedLake(lake: ContentLakeStandIn) {
  lake.mode = "answer";
  lake.requests.length = 0;
  return {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.url,
    SANITY_READ_TOKEN: lake.token,
    CONTENT_TIMEOUT_MS: 1000,
  };
}

export type ContentLakeOptions = {
  port?: number;
  /** NDJSON dataset file (default: the seed). */
  file?: string;
  projectId?: string;
  dataset?: string;
  token?: string;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SEED_FILE = path.join(ROOT, "studio/seed/production.ndjson");
const QUERY_PATH = /^\/v[\w-]+\/data\/query\/([\w-]+)$/;
const PERSPECTIVES: LakePerspective[] = ["published", "drafts", "previewDrafts", "raw"];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Query and params from the GET query string (`$name` holds JSON) or the POST body. */
async function readQuery(request: IncomingMessage, url: URL): Promise<{ query: string; params: Record<string, unknown> }> {
  if (request.method === "POST") {
    const body = JSON.parse(await readBody(request)) as { query: string; params?: Record<string, unknown> };
    return { query: body.query, params: body.params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
  return { query: url.searchParams.get("query") ?? "", params };
}

function view(documents: Document[], perspective: LakePerspective): Document[] {
  if (perspective === "raw") return documents;
  return applyPerspective(documents, perspective === "published" ? "published" : "drafts");
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLakeStandIn> {
  const file = options.file ?? SEED_FILE;
  const documents = new Map(parseSeed(readFileSync(file, "utf8"), path.dirname(file)).map((doc) => [doc._id, doc]));
  const hanging = new Set<ServerResponse>();

  const lake: Omit<ContentLakeStandIn, "url" | "close"> = {
    projectId: options.projectId ?? "standin1",
    dataset: options.dataset ?? "production",
    token: options.token ?? "standin-read-token",
    mode: "answer",
    requests: [],
    put: (document) => void documents.set(document._id, document),
    document: (id) => documents.get(id),
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const match = QUERY_PATH.exec(url.pathname);
    if (!match || (request.method !== "GET" && request.method !== "POST")) return send(response, 404, { error: "Not Found" });

    let query: string;
    let params: Record<string, unknown>;
    try {
      ({ query, params } = await readQuery(request, url));
    } catch {
      return send(response, 400, { error: { type: "httpBadRequest", description: "Unreadable query request" } });
    }
    const perspective = (url.searchParams.get("perspective") ?? "published") as LakePerspective;
    const authorized = request.headers.authorization === `Bearer ${lake.token}`;
    lake.requests.push({
      method: request.method,
      dataset: match[1],
      perspective,
      query,
      params,
      projectId: request.headers["x-sanity-project-id"] as string | undefined,
      authorized,
    });

    if (lake.mode === "hang") {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    if (lake.mode === "error") return send(response, 500, { error: "Internal Server Error", message: "stand-in told to fail" });
    if (match[1] !== lake.dataset) return send(response, 404, { error: "Not Found", message: `Dataset "${match[1]}" not found` });
    if (!PERSPECTIVES.includes(perspective)) return send(response, 400, { error: { description: `Unknown perspective "${perspective}"` } });
    if (perspective !== "published" && !authorized) {
      return send(response, 401, { error: "Unauthorized", message: `The ${perspective} perspective requires a token` });
    }

    const started = Date.now();
    const dataset = view([...documents.values()], perspective);
    const byId = new Map(dataset.map((doc) => [doc._id, doc]));
    try {
      // groq-js bakes params into the parse tree: one parse per request.
      const tree = parse(query, { params });
      const result = await (await evaluate(tree, { dataset, params, dereference: ({ _ref }) => byId.get(_ref) ?? null })).get();
      send(response, 200, { query, result, ms: Date.now() - started });
    } catch (error) {
      send(response, 400, { error: { type: "queryParseError", description: (error as Error).message } });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(lake, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
