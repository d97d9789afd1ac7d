import { createServer } from "node:net";

/**
 * A port the OS has just handed out and released: every extra server a spec starts (sites, stand-ins, Redis) takes
 * one, so specs running at the same time, or parallel checkouts, never collide on a fixed port.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
