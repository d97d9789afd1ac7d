import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { MenuItems, type MobileMenuProps } from "./mobile-menu-items";
import { UiIcon } from "~/components/ui/icon";

/** The slide-out drawer (Radix Dialog: focus trap, Escape, scroll lock). Loaded only when a phone visitor needs it. */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  ...props
}: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // The menu button lives outside this lazily loaded module, so Radix has no trigger to refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-extrabold text-ink">{props.productName}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface"
              aria-label={props.header.closeMenuLabel}
            >
              <UiIcon name="x" size={24} />
            </Dialog.Close>
          </div>
          <MenuItems {...props} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
