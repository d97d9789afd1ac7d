// Loaded with `node --import` by the e2e web server: Retell and Resend are answered by msw inside the server
// process (fake keys come from the webServer env), and every provider request is appended, one JSON per line,
// to $LEAD_STORE_DIR/provider-requests.jsonl so specs can check what was sent.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { providerHandlers } from "./provider-handlers.js";

const dir = process.env.LEAD_STORE_DIR || ".data";
mkdirSync(dir, { recursive: true });
const logFile = join(dir, "provider-requests.jsonl");

const server = setupServer(...providerHandlers((entry) => appendFileSync(logFile, `${JSON.stringify(entry)}\n`)));
server.listen({ onUnhandledRequest: "bypass" });
