import type { HeadersFunction } from "@remix-run/node";
import { routeHeaders } from "~/utils/http.server";

/** The site's route headers, except that a form post's answer keeps the action's own Cache-Control (private). */
export const leadRouteHeaders: HeadersFunction = (args) => {
  const fromAction = args.actionHeaders.get("Cache-Control");
  return fromAction ? { ...routeHeaders(args), "Cache-Control": fromAction } : routeHeaders(args);
};
