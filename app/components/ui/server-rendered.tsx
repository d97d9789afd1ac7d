import { createContext, useContext, type ReactNode } from "react";

/**
 * Loader data for a part of a page that the browser never renders again (no state, no handlers): on a document
 * request the loader keeps the content on the server for the render and sends only a reference
 * (`serverRendered()` in server-rendered.server.ts), so the page does not carry its copy twice (once as HTML, once
 * as data). Data requests (client navigation, revalidation) carry the content itself.
 */
export type ServerRendered<T> = { readonly ref: string } | { readonly content: T };

const ServerContent = createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

/** entry.server.tsx provides the content the loaders kept for this render. */
export const ServerContentProvider = ServerContent.Provider;

/**
 * Renders `children(content)` inside a layout-neutral `display: contents` wrapper. In the browser, while the
 * content is only a reference, the wrapper keeps the HTML the server rendered: React leaves the inside of an
 * element with `dangerouslySetInnerHTML` untouched when it hydrates. Content that arrives later (a revalidation)
 * replaces it with the same markup.
 */
export function ServerPart<T>({ value, children }: { value: ServerRendered<T>; children: (content: T) => ReactNode }) {
  const kept = useContext(ServerContent);
  const content = "content" in value ? value.content : (kept?.get(value.ref) as T | undefined);
  if (content === undefined)
    return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return <div className="contents">{children(content)}</div>;
}
