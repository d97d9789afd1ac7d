import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { MenuItems, type MobileMenuProps } from "./mobile-menu-items";
import { UiIcon } from "~/components/ui/icon";

const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/**
 * The header under 768px: a menu button opening a slide-out drawer that closes on Escape and when the
 * visitor navigates. The drawer's code loads when a finger or pointer first presses the button, keeping it
 * out of the first-visit JavaScript. Without JavaScript a <details> panel with the same items stands in.
 */
export function MobileMenu(props: MobileMenuProps) {
  // The location the drawer was opened at: navigating elsewhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openAt === location.key;

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="js-only inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
        aria-label={props.header.openMenuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpenAt(location.key);
        }}
      >
        <UiIcon name="menu" size={24} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer {...props} open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
      <noscript>
        <details className="group">
          <summary
            className="menu-summary inline-flex size-11 items-center justify-center rounded-full"
            aria-label={props.header.openMenuLabel}
          >
            <UiIcon name="menu" size={24} />
          </summary>
          <div className="absolute inset-x-0 top-full z-50 max-h-[85vh] overflow-y-auto border-b border-line bg-white p-6 shadow-lg">
            <MenuItems {...props} />
          </div>
        </details>
      </noscript>
    </div>
  );
}
