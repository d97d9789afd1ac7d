import { Link } from "@remix-run/react";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MenuDropdown } from "./menu-dropdown";
import { MobileMenu } from "./mobile-menu";
import { sectionLinks, tradeItems, useCaseItems } from "./nav-items";
import { SectionLink, useScrollAfterSectionLink } from "./section-link";
import type { Navigation, SiteSettings } from "./types";
import { useLocalize } from "~/components/layout/root-data";

// `nav-button` (app.css) is tighter between 768 and 1280 px, so the full menu fits in either language.
const navButton = "nav-button";

/** The site header: logo, menus, home-section links, log in and free trial; a drawer under 768px. */
export function SiteHeader({
  settings,
  navigation,
}: {
  settings: Pick<SiteSettings, "header" | "productName" | "loginUrl">;
  navigation: Navigation;
}) {
  const { header } = settings;
  const localize = useLocalize();
  const useCases = useCaseItems(navigation, localize);
  const trades = tradeItems(navigation, localize);
  const sections = sectionLinks(header);
  useScrollAfterSectionLink();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95">
      <div className="container-page relative flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Logo productName={settings.productName} compact />
        <nav className="hidden items-center md:flex lg:gap-1">
          <MenuDropdown label={header.useCasesLabel} items={useCases} />
          <MenuDropdown label={header.tradesLabel} items={trades} listClassName="max-h-[400px]" />
          {sections.map((section) => (
            <SectionLink key={section.sectionId} sectionId={section.sectionId} className={navButton}>
              {section.label}
            </SectionLink>
          ))}
        </nav>
        <div className="hidden items-center gap-1 md:flex lg:gap-2">
          <LanguageSwitch label={header.languageSwitchLabel} className={`${navButton} max-xl:hidden`} />
          <a href={settings.loginUrl} target="_blank" rel="noopener noreferrer" className={navButton}>
            {header.loginLabel}
          </a>
          <Link
            to={localize("/demo")}
            prefetch="intent"
            className="btn-primary whitespace-nowrap px-3 text-[13px] lg:px-4 lg:text-sm xl:px-5"
          >
            {header.trialLabel}
          </Link>
        </div>
        <MobileMenu
          productName={settings.productName}
          header={header}
          loginUrl={settings.loginUrl}
          useCases={useCases}
          trades={trades}
          sections={sections}
        />
      </div>
    </header>
  );
}
