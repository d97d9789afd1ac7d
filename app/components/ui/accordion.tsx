import { useId, type ReactNode } from "react";
import { UiIcon } from "~/components/ui/icon";

/**
 * A single-open, collapsible accordion (WAI-ARIA accordion pattern: a heading holding a button with
 * `aria-expanded`/`aria-controls`, the panel after it). Small on purpose: the page's HTML carries only these
 * attributes and two short classes per item (`accordion-*` in app.css), and no accordion library ships to the
 * browser. Closed panels stay in the HTML (indexed, and readable with JavaScript off: `js-hidden` hides them only
 * once JavaScript runs, from the first paint).
 */
export function Accordion<T extends { _key: string }>({
  items,
  openKey,
  onOpenChange,
  className,
  trigger,
  panel,
}: {
  items: T[];
  openKey: string;
  onOpenChange: (key: string) => void;
  className?: string;
  /** The button's content, before the chevron. */
  trigger: (item: T, index: number) => ReactNode;
  panel: (item: T, index: number) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`accordion ${className ?? ""}`}>
      {items.map((item, index) => {
        const open = item._key === openKey;
        return (
          <div key={item._key}>
            <h3>
              <button
                type="button"
                id={`${id}b${index}`}
                aria-expanded={open}
                aria-controls={`${id}p${index}`}
                onClick={() => onOpenChange(open ? "" : item._key)}
              >
                {trigger(item, index)}
                <UiIcon name="chevron-down" />
              </button>
            </h3>
            <div id={`${id}p${index}`} className={open ? undefined : "js-hidden"}>
              {panel(item, index)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
