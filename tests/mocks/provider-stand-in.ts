import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * Retell and Resend on one local port (`RETELL_BASE_URL` / `RESEND_BASE_URL`), for real server processes: each
 * provider answers normally, with a 500, too late (after the client gave up, having done the work), or never.
 * It records every request and what it really did (calls placed, contacts kept), the way the provider would.
 */
export type StandInMode = "ok" | "500" | "late" | "hang";

export interface StandInRequest {
  provider: "retell" | "resend";
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** Emails only: the Idempotency-Key header. */
  idempotencyKey?: string;
}

export interface ProviderStandIn {
  url: string;
  /** A site's environment for this stand-in: both providers' keys and settings, and their base URLs pointing here. */
  env: Record<string, string>;
  requests: StandInRequest[];
  /** Calls placed, by demo request id: how often each phone rang. */
  callsPlaced: Map<string, number>;
  /** Contacts kept, by email: a duplicate would count 2. */
  contacts: Map<string, { first_name?: string; last_name?: string; creates: number }>;
  /** Emails really sent, by idempotency key (a repeated key is answered with the first email, as Resend does): a duplicate would count 2. */
  emailsSent: Map<string, { to: string[]; subject: string; sends: number }>;
  setMode(provider: "retell" | "resend", mode: StandInMode): void;
  close(): Promise<void>;
}

/** The request fields the stand-in reads, each endpoint's own, as the providers' SDKs send them. */
interface StandInPayload {
  metadata: { demo_request_id: string };
  override_agent_id?: string;
  filter_criteria?: { metadata?: { key: string; value: string }[] };
  email: string;
  first_name?: string;
  last_name?: string;
  to: string[];
  subject: string;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

export async function startProviderStandIn(port: number, lateMs: number): Promise<ProviderStandIn> {
  const modes = { retell: "ok" as StandInMode, resend: "ok" as StandInMode };
  const requests: StandInRequest[] = [];
  const callsPlaced = new Map<string, number>();
  const contacts: ProviderStandIn["contacts"] = new Map();
  const emailsSent: ProviderStandIn["emailsSent"] = new Map();
  const timers = new Set<NodeJS.Timeout>();

  function handle(provider: "retell" | "resend", response: ServerResponse, work: () => { status: number; body: unknown }) {
    const mode = modes[provider];
    const send = ({ status, body }: { status: number; body: unknown }) => {
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (mode === "hang") return;
    if (mode === "500")
      return send({
        status: 500,
        body: { error_message: "stand-in internal error", message: "stand-in internal error", name: "internal_server_error" },
      });
    if (mode === "late") {
      // The provider does the work, but answers after the client stopped waiting.
      const answer = work();
      const timer = setTimeout(() => send(answer), lateMs);
      timers.add(timer);
      return;
    }
    send(work());
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? "/";
    const provider = path.startsWith("/v2/") || path.startsWith("/v3/") ? "retell" : "resend";
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({
      provider,
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization,
      body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    const payload = body as StandInPayload;

    if (request.method === "POST" && path === "/v2/create-phone-call") {
      return handle("retell", response, () => {
        const id = payload.metadata.demo_request_id;
        callsPlaced.set(id, (callsPlaced.get(id) ?? 0) + 1);
        return {
          status: 201,
          body: { call_id: `call_${id}`, call_type: "phone_call", call_status: "registered", agent_id: payload.override_agent_id },
        };
      });
    }
    if (request.method === "POST" && path === "/v3/list-calls") {
      return handle("retell", response, () => {
        const id = payload.filter_criteria?.metadata?.find((filter) => filter.key === "demo_request_id")?.value;
        const items =
          id !== undefined && callsPlaced.has(id)
            ? [{ call_id: `call_${id}`, call_type: "phone_call", metadata: { demo_request_id: id } }]
            : [];
        return { status: 200, body: { items, has_more: false } };
      });
    }
    if (request.method === "POST" && path === "/contacts") {
      return handle("resend", response, () => {
        const existing = contacts.get(payload.email);
        if (existing) return { status: 409, body: { name: "validation_error", message: "Contact already exists", statusCode: 409 } };
        contacts.set(payload.email, { first_name: payload.first_name, last_name: payload.last_name, creates: 1 });
        return { status: 201, body: { object: "contact", id: `contact_${contacts.size}` } };
      });
    }
    if (request.method === "PATCH" && path.startsWith("/contacts/")) {
      return handle("resend", response, () => {
        const email = decodeURIComponent(path.slice("/contacts/".length));
        const existing = contacts.get(email);
        if (!existing) return { status: 404, body: { name: "not_found", message: "Contact not found", statusCode: 404 } };
        Object.assign(existing, { first_name: payload.first_name, last_name: payload.last_name });
        return { status: 200, body: { object: "contact", id: "contact_updated" } };
      });
    }
    if (request.method === "POST" && path === "/emails") {
      return handle("resend", response, () => {
        const key = idempotencyKey ?? `no-key-${requests.length}`;
        const sent = emailsSent.get(key);
        if (!sent) emailsSent.set(key, { to: payload.to, subject: payload.subject, sends: 1 });
        return { status: 200, body: { id: `email_${key}` } };
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      RETELL_API_KEY: "key_stand_in",
      RETELL_FROM_NUMBER: "+17135550100",
      RETELL_AGENT_ID: "agent_stand_in",
      RETELL_BASE_URL: url,
      RESEND_API_KEY: "re_stand_in",
      RESEND_SEGMENT_ID: "segment_stand_in",
      RESEND_BASE_URL: url,
    },
    requests,
    callsPlaced,
    contacts,
    emailsSent,
    setMode: (provider, mode) => (modes[provider] = mode),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
