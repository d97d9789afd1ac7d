import { ServerPart } from "~/components/ui/server-rendered";
import type { FocusedLayout } from "~/sanity/landing-page.server";
import { pagePath } from "~/sanity/paths";
import { isSafeContentHref } from "~/utils/content-link";
import { useLocalize } from "~/components/layout/root-data";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";
import type { BrowserSettings, FooterContent, ServerRendered } from "./types";

/**
 * The header of a landing page for paid traffic: the logo and the page's call to action, no menus, so a visitor's only
 * way forward is the page's offer.
 */
export function FocusedHeader({ productName, cta }: { productName: string; cta: FocusedLayout["cta"] }) {
  const localize = useLocalize();
  const href = cta?.href && isSafeContentHref(cta.href) ? (cta.href.startsWith("#") ? cta.href : localize(cta.href)) : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        {/* Under 360 px the mark alone (the name stays for screen readers), so the call to action keeps two lines at most. */}
        <Logo productName={productName} className="max-[359px]:[&>span]:sr-only" />
        {href ? (
          // A long label (Spanish's "Quiero mi llamada de prueba") takes two lines beside the logo on a phone, never the
          // screen's width: nowrap pushed a 375 px page out to 436 px.
          <a href={href} className="btn-primary min-w-0 px-4 py-1.5 text-center leading-tight" data-testid="focused-cta">
            {cta?.label}
          </a>
        ) : null}
      </div>
    </header>
  );
}

/** The focused layout's footer: the copyright, the legal pages and the language switch. */
export function FocusedFooter({ settings, footer }: { settings: Pick<BrowserSettings, "header">; footer: ServerRendered<FooterContent> }) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <ServerPart value={footer}>
          {(content) => (
            <>
              <p>{content.copyright}</p>
              <ul className="flex flex-wrap gap-x-5 gap-y-1">
                {content.legalPages.map((page) => (
                  <li key={page._id}>
                    <SiteLink href={pagePath("simplePage", page.slug ?? "")} className="footer-link">
                      {page.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ServerPart>
        <LanguageSwitch
          label={settings.header.languageSwitchLabel}
          className="inline-flex min-h-11 items-center font-semibold text-ink-soft hover:text-brand sm:min-h-0"
        />
      </div>
    </footer>
  );
}
