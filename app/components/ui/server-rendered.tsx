import { useNavigate } from "@remix-run/react";
import { createContext, useContext, type ElementType, type MouseEvent, type ReactNode } from "react";

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

/** True inside a `ServerPart`'s content: HTML the browser keeps as the server sent it and never hydrates. */
const InsideServerPart = createContext(false);

export const useInsideServerPart = () => useContext(InsideServerPart);

/**
 * A click on a link of this site inside server-kept HTML navigates in the browser, as the `<Link>` the server
 * rendered would have (that markup is never hydrated, so its own handler is not there).
 */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download") || link.hasAttribute("data-reload")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A link to a section of the page being shown stays the browser's (scrolling, history).
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/**
 * Renders `children(content)` inside a layout-neutral `display: contents` wrapper (`<div>`, or `<span>` inside
 * phrasing content such as a button), or inside `host`, an element of the page itself (a tag, or a component that
 * passes its props to its element, such as Radix's accordion trigger) given `hostProps`: no wrapper element. In the
 * browser, while the content is only a reference, that element keeps the HTML the server rendered: React leaves the
 * inside of an element with `dangerouslySetInnerHTML` untouched when it hydrates (`data-server-kept` tells the browser
 * nothing inside needs code). Content that arrives later (a revalidation) replaces it with the same markup.
 */
export function ServerPart<T>({
  value,
  as = "div",
  host,
  hostProps,
  children,
}: {
  value: ServerRendered<T>;
  as?: "div" | "span";
  host?: ElementType;
  hostProps?: Record<string, unknown>;
  children: (content: T) => ReactNode;
}) {
  const kept = useContext(ServerContent);
  const followLinks = useFollowLinks();
  const content = "content" in value ? value.content : (kept?.get(value.ref) as T | undefined);
  const Element = host ?? as;
  const props = host ? hostProps : { className: "contents" };
  if (content === undefined)
    return <Element {...props} data-server-kept onClick={followLinks} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <Element {...props} data-server-kept>
      <InsideServerPart.Provider value>{children(content)}</InsideServerPart.Provider>
    </Element>
  );
}
