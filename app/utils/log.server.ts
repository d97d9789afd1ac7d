// One implementation for server.js and the app, so every log line has the same shape.
export { logEvent } from "../../server/log.js";
