import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";

/** Calls an action the way Remix does and normalizes its answer (data() or a Response) for assertions. */
export async function postForm(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  fields: Record<string, string>,
  {
    ip = "203.0.113.7",
    cookie,
    path = "/",
    params = {},
    context = {},
    headers = {},
  }: {
    ip?: string;
    cookie?: string;
    path?: string;
    params?: Record<string, string>;
    context?: AppLoadContext;
    headers?: Record<string, string>;
  } = {},
) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const result = await action({ request, context: { clientIp: ip, ...context }, params });
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, data: undefined as unknown };
  }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}
