import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export type MenuItem = { key: string; label: string; href: string };

/**
 * A header menu built on <details>/<summary>: it opens with a click, Enter or Space and its items are
 * plain links, so it works without JavaScript. With JavaScript it also closes on Escape, on a click or
 * focus outside, and after navigating.
 */
export function MenuDropdown({ label, items, listClassName }: { label: string; items: MenuItem[]; listClassName?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function closeOnOutsideClick(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, []);

  return (
    // The Escape handler catches the key bubbling up from the summary and the links inside (a disclosure, not an
    // ARIA menu: a "menu" role would promise arrow-key navigation); <details> keeps its native semantics.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated handler for its focusable children
    <details
      ref={ref}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector("summary")?.focus();
        }
      }}
      onBlur={(event) => {
        if (ref.current && !ref.current.contains(event.relatedTarget)) ref.current.open = false;
      }}
    >
      {/* Its chevron is drawn by `menu-chevron` (app.css), not an icon element. */}
      <summary className="nav-button menu-summary menu-chevron gap-0.5 lg:gap-1">{label}</summary>
      <ul
        className={`absolute top-full left-0 z-50 mt-2 w-64 overflow-y-auto rounded-xl border border-line bg-white p-2 shadow-lg ${listClassName ?? ""}`}
      >
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} prefetch="intent" className="menu-link text-sm">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
