import { NavigationType, useLocation, useNavigate, useNavigationType } from "@remix-run/react";
import { useEffect, type MouseEvent, type ReactNode } from "react";
import { useLocalize } from "~/components/layout/root-data";

/** The spec's pause between navigating home and scrolling, so the home page can render first. */
const SCROLL_DELAY_MS = 100;
/** How long a section is kept in place while late content above it (lazy parts, fonts) changes the page's height. */
const KEEP_IN_PLACE_MS = 10_000;
/** What the visitor does to take over scrolling: the section is no longer kept in place. */
const VISITOR_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

const documentTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/**
 * A smooth scroll's end is computed when it starts. Home keeps growing for a while after it renders (a lazy part
 * replaces its placeholder above the section), which left the section hundreds of pixels short: while the page's
 * height changes and the section moves, scroll to it again, until the visitor scrolls, clicks or types.
 */
function keepInPlace(target: Element, behavior: ScrollBehavior) {
  let top = documentTop(target);
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return stop();
    const moved = documentTop(target);
    if (Math.abs(moved - top) < 1) return;
    top = moved;
    target.scrollIntoView({ behavior, block: "start" });
  });
  const timer = window.setTimeout(stop, KEEP_IN_PLACE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

/** Smooth-scrolls to a section of the current page (instantly when the visitor prefers reduced motion). */
function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  target.scrollIntoView({ behavior, block: "start" });
  keepInPlace(target, behavior);
  return true;
}

/**
 * Links to a section of the page they are on (`#live-demo`, also in server-kept HTML, which has no handlers of its
 * own): scrolled to smoothly and kept in place, as the header's section links are. Without JavaScript they are the
 * browser's own instant jump.
 */
export function useSmoothSectionAnchors() {
  useEffect(() => {
    function onClick(event: globalThis.MouseEvent) {
      if (event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const url = new URL(link.href);
      const samePage = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
      if (!samePage || url.hash.length < 2 || !scrollToSection(decodeURIComponent(url.hash.slice(1)))) return;
      event.preventDefault();
      // The address names the section, as the browser's own jump would; replaced, so Remix's history entries stay its own.
      history.replaceState(history.state, "", url.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

/** The history state of the navigation home a section link makes: the section to scroll to once home is there. */
type SectionLinkState = { scrollToSection?: string };

/**
 * Scrolls to the section a section link asked for, 100 ms after home has rendered (used once, by the header, which
 * stays across navigations). Only for the link's own navigation (a replace), not when the visitor comes back to
 * that history entry or reloads it.
 */
export function useScrollAfterSectionLink() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const sectionId = (location.state as SectionLinkState | null)?.scrollToSection;
    if (navigationType !== NavigationType.Replace || !sectionId) return;
    const timer = window.setTimeout(() => scrollToSection(sectionId), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location, navigationType]);
}

function isPlainLeftClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a section of the home page (`/#id`). On home it smooth-scrolls; elsewhere it goes home, replacing the
 * history entry, then scrolls 100 ms after home has rendered. Without JavaScript it is a plain link.
 */
export function SectionLink({
  sectionId,
  className,
  children,
  onActivate,
}: {
  sectionId: string;
  className?: string;
  children: ReactNode;
  /** Runs before scrolling, e.g. to close the menu the link sits in. */
  onActivate?: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const home = useLocalize()("/");

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onActivate?.();
    if (location.pathname === home) {
      // Let a closing menu give the page its scrolling back first.
      window.setTimeout(() => scrollToSection(sectionId), 0);
      return;
    }
    // The scroll waits for home itself (`useScrollAfterSectionLink`): this page may have a section of the same id.
    navigate(home, { replace: true, state: { scrollToSection: sectionId } satisfies SectionLinkState });
  }

  return (
    <a href={`${home}#${sectionId}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
