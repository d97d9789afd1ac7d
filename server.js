// The server: Express with the app's Remix build, typed in server/ and run as TypeScript by Node (type stripping).
import "./server/main.ts";
