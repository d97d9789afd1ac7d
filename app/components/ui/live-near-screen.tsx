import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// React 18 warns about layout effects during server rendering; there is nothing to hand over there anyway.
const useHandoverEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The controls a visitor can focus or press, in document order: the same list in the server's HTML and the live part. */
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]";

/** The outermost server-kept elements (`ServerPart`) in a part: the inner ones live in the outer ones' HTML. */
const KEPT = "[data-server-kept]:not([data-server-kept] [data-server-kept])";

/**
 * The live part renders each server-kept element empty (its content never reaches the browser as data): the server's
 * HTML for it moves over from the replaced part, element by element in document order (the same tree renders both).
 */
function moveKeptHtml(from: HTMLElement, to: HTMLElement) {
  const targets = to.querySelectorAll(KEPT);
  from.querySelectorAll(KEPT).forEach((source, index) => {
    const target = targets[index];
    if (target && !target.hasChildNodes()) target.append(...source.childNodes);
  });
}

function controlIndex(container: HTMLElement, target: EventTarget | null) {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control ? [...container.querySelectorAll(CONTROLS)].indexOf(control) : -1;
}

/**
 * Children the page hydrates only when they come within 400 px of the screen, or when the visitor clicks or focuses
 * them first; until then the browser keeps the server's HTML as it is, and `load` (the children's code, such as a
 * `lazyLoadedOnServer` component's) is fetched only then. For a part whose hydration costs the page's load more than
 * its HTML: Radix's accordion measures every panel as it mounts (style and layout forced once per item), 100-150 ms of
 * one task on home at the reference phone's 4.5x (0067). A client-side navigation renders it live at once.
 *
 * The swap renders as a transition, so no tap waits on it, and waits for a press in progress to end: a mouse's click
 * comes in the task of its release, and a browser sends no click to a press whose element was removed. Before it
 * paints, the live part takes the server's HTML of its server-kept elements, and what the visitor did to the server's
 * HTML carries over to the same control: the focus and a click.
 */
export function LiveNearScreen({ load, children }: { load?: () => Promise<unknown>; children: ReactNode }) {
  const hydrated = useHydrated();
  // Decided once: the server renders the part, hydration keeps its HTML, a client render starts live.
  const [live, setLive] = useState(() => typeof document === "undefined" || hydrated);
  const container = useRef<HTMLDivElement>(null);
  // The server's HTML being replaced, what the visitor did to it (controls by index), and whether a press holds the swap.
  const visitor = useRef({ from: null as HTMLDivElement | null, focused: -1, clicked: -1, pressing: false, wanted: false });

  useEffect(() => {
    const element = container.current;
    if (live || !element) return;
    const state = visitor.current;
    const goLive = () => {
      state.wanted = true;
      if (state.pressing || state.from) return;
      state.from = element;
      (load?.() ?? Promise.resolve()).then(
        () => startTransition(() => setLive(true)),
        // Without its code the part stays the server's HTML; the visitor's next click or focus tries again.
        () => (state.from = null),
      );
    };
    const note = (what: "focused" | "clicked", target: EventTarget | null) => {
      state[what] = controlIndex(element, target);
      goLive();
    };
    const release = () => {
      state.pressing = false;
      if (state.wanted) goLive();
    };
    // The server's HTML has no React handlers: its events are the browser's own.
    const listeners: [string, (event: Event) => void][] = [
      ["focusin", (event) => note("focused", event.target)],
      ["click", (event) => note("clicked", event.target)],
      ["pointerdown", () => (state.pressing = true)],
      ["pointerup", release],
      ["pointercancel", release],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    // A visitor who reached the part before the page hydrated (a slow phone) has focused it already.
    if (element.contains(document.activeElement)) note("focused", document.activeElement);
    return () => {
      observer.disconnect();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [live, load]);

  // Before paint: the server's HTML and what the visitor did to it go to the live part.
  useHandoverEffect(() => {
    const element = container.current;
    const { from, focused, clicked } = visitor.current;
    if (!live || !element || !from) return;
    visitor.current = { from: null, focused: -1, clicked: -1, pressing: false, wanted: false };
    moveKeptHtml(from, element);
    const controls = element.querySelectorAll<HTMLElement>(CONTROLS);
    // Removing the server's HTML blurred its control; focus the visitor moved elsewhere meanwhile stays there.
    if (focused >= 0 && (!document.activeElement || document.activeElement === document.body)) controls[focused]?.focus();
    if (clicked >= 0) controls[clicked]?.click();
  }, [live]);

  if (!live) {
    // React leaves the children of an element with dangerouslySetInnerHTML alone while hydrating.
    return <div key="static" ref={container} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <div key="live" ref={container}>
      {children}
    </div>
  );
}
