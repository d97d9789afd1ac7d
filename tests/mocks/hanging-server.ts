import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** An HTTP server that accepts requests and never answers: for testing real client timeouts. */
export async function startHangingServer() {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
