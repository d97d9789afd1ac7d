import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { MenuItem } from "./menu-dropdown";
import { SectionLink } from "./section-link";

type MobileMenuProps = {
  productName: string;
  header: { openMenuLabel: string; closeMenuLabel: string; useCasesLabel: string; tradesLabel: string; loginLabel: string; trialLabel: string };
  loginUrl: string;
  useCases: MenuItem[];
  trades: MenuItem[];
  sections: { sectionId: string; label: string }[];
};

function MenuGroup({ label, items, listClassName, onNavigate }: { label: string; items: MenuItem[]; listClassName?: string; onNavigate?: () => void }) {
  return (
    <details className="group border-b border-line py-1">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className={`overflow-y-auto pb-2 ${listClassName ?? ""}`}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} onClick={onNavigate} className="block rounded-lg px-3 py-2 text-ink-soft hover:bg-surface hover:text-ink">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The header items as one list, shared by the drawer and its no-JavaScript stand-in. */
function MenuItems({ header, loginUrl, useCases, trades, sections, onNavigate }: Omit<MobileMenuProps, "productName"> & { onNavigate?: () => void }) {
  return (
    <nav className="flex flex-col">
      <MenuGroup label={header.useCasesLabel} items={useCases} onNavigate={onNavigate} />
      <MenuGroup label={header.tradesLabel} items={trades} listClassName="max-h-[60vh]" onNavigate={onNavigate} />
      {sections.map((section) => (
        <SectionLink
          key={section.sectionId}
          sectionId={section.sectionId}
          onActivate={onNavigate}
          className="flex min-h-11 items-center border-b border-line font-semibold text-ink"
        >
          {section.label}
        </SectionLink>
      ))}
      <div className="mt-6 flex flex-col gap-3">
        <a href={loginUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          {header.loginLabel}
        </a>
        <Link to="/demo" onClick={onNavigate} className="btn-primary">
          {header.trialLabel}
        </Link>
      </div>
    </nav>
  );
}

/**
 * The header under 768px: a slide-out drawer (Radix Dialog: focus trap, Escape, scroll lock) that closes
 * when the visitor navigates. Without JavaScript a <details> panel with the same items stands in.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [location.key]);

  return (
    <div className="md:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="js-only inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface" aria-label={props.header.openMenuLabel}>
          <Menu aria-hidden="true" className="size-6" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <Dialog.Title className="text-lg font-extrabold text-ink">{props.productName}</Dialog.Title>
              <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface" aria-label={props.header.closeMenuLabel}>
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
            <MenuItems {...props} onNavigate={close} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <noscript>
        <details className="group">
          <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden" aria-label={props.header.openMenuLabel}>
            <Menu aria-hidden="true" className="size-6" />
          </summary>
          <div className="absolute inset-x-0 top-full z-50 max-h-[85vh] overflow-y-auto border-b border-line bg-white p-6 shadow-lg">
            <MenuItems {...props} />
          </div>
        </details>
      </noscript>
    </div>
  );
}
