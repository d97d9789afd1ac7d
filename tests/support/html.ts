import type { APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";

/**
 * A page as the server sends it, parsed: what its HTML alone decides (status, head tags, the h1) is read without
 * rendering it in a browser, which the specs that look at the rendered page do once per page.
 */
export async function serverDocument(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; document: HTMLElement }> {
  const response = await request.get(path, { headers });
  return { status: response.status(), document: parse(await response.text()) };
}

/** An element's text as a visitor reads it: entities decoded, white space folded. */
export const shownText = (element: HTMLElement | null) => element?.text.replace(/\s+/g, " ").trim();

/** The `attribute` of each element matching `selector`. */
export const attributesOf = (document: HTMLElement, selector: string, attribute: string) =>
  document.querySelectorAll(selector).map((element) => element.getAttribute(attribute));
