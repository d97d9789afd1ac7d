import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { providerHandlers, type ProviderRequest } from "./provider-handlers.js";

/**
 * The providers' HTTP APIs answered by msw for one test file: listening before its tests (an unhandled request
 * fails the test), handlers and the recorded requests reset after each, closed at the end. `requests` holds every
 * provider request the current test made, in order.
 */
export function mockProvidersPerFile(): { server: SetupServer; requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  const server = setupServer(...providerHandlers((entry) => requests.push(entry)));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
