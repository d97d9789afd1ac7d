import { Link } from "@remix-run/react";
import type { MenuItem } from "./menu-dropdown";
import { LanguageSwitch } from "./language-switch";
import { SectionLink } from "./section-link";
import { UiIcon } from "~/components/ui/icon";
import { useLocalize } from "~/components/layout/root-data";

export type MobileMenuProps = {
  productName: string;
  header: {
    openMenuLabel: string;
    closeMenuLabel: string;
    useCasesLabel: string;
    tradesLabel: string;
    loginLabel: string;
    trialLabel: string;
    languageSwitchLabel: string;
  };
  loginUrl: string;
  useCases: MenuItem[];
  trades: MenuItem[];
  sections: { sectionId: string; label: string }[];
};

function MenuGroup({
  label,
  items,
  listClassName,
  onNavigate,
}: {
  label: string;
  items: MenuItem[];
  listClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <details className="group border-b border-line py-1">
      <summary className="menu-row menu-summary justify-between">
        {label}
        <UiIcon name="chevron-down" className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className={`overflow-y-auto pb-2 ${listClassName ?? ""}`}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} onClick={onNavigate} className="menu-link">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The header items as one list, shared by the drawer and its no-JavaScript stand-in. */
export function MenuItems({
  header,
  loginUrl,
  useCases,
  trades,
  sections,
  onNavigate,
}: Omit<MobileMenuProps, "productName"> & { onNavigate?: () => void }) {
  const localize = useLocalize();
  return (
    <nav className="flex flex-col">
      <MenuGroup label={header.useCasesLabel} items={useCases} onNavigate={onNavigate} />
      <MenuGroup label={header.tradesLabel} items={trades} listClassName="max-h-[60vh]" onNavigate={onNavigate} />
      {sections.map((section) => (
        <SectionLink
          key={section.sectionId}
          sectionId={section.sectionId}
          onActivate={onNavigate}
          className="menu-row border-b border-line"
        >
          {section.label}
        </SectionLink>
      ))}
      <div className="mt-6 flex flex-col gap-3">
        <LanguageSwitch label={header.languageSwitchLabel} className="btn-secondary" />
        <a href={loginUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          {header.loginLabel}
        </a>
        <Link to={localize("/demo")} onClick={onNavigate} className="btn-primary">
          {header.trialLabel}
        </Link>
      </div>
    </nav>
  );
}
