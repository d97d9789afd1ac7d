import { useLocation, useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { useLocalize } from "~/utils/root-data";

/** The spec's pause between navigating home and scrolling, so the home page can render first. */
export const SCROLL_DELAY_MS = 100;
/** On a slow network home may not be there after the first pause: keep looking for this long. */
const SCROLL_GIVE_UP_MS = 5_000;

/** Smooth-scrolls to a section of the current page (instantly when the visitor prefers reduced motion). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  return true;
}

function scrollWhenPresent(id: string, waited = 0) {
  window.setTimeout(() => {
    if (!scrollToSection(id) && waited < SCROLL_GIVE_UP_MS) scrollWhenPresent(id, waited + SCROLL_DELAY_MS);
  }, SCROLL_DELAY_MS);
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a section of the home page (`/#id`). On home it smooth-scrolls; elsewhere it goes home,
 * replacing the history entry, then scrolls after a short pause. Without JavaScript it is a plain link.
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
    navigate(home, { replace: true });
    scrollWhenPresent(sectionId);
  }

  return (
    <a href={`${home}#${sectionId}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
