import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { isRenderableHref, SiteLink } from "./site-link";
import { SocialIcon } from "./social-icon";
import type { Navigation, SiteSettings } from "./types";

const footerLink = "text-sm text-ink-soft hover:text-brand";

/**
 * The site footer: tagline, social icons, link columns, the support group and the copyright lines.
 * Links, columns and icons without a destination are left out rather than rendered dead.
 */
export function SiteFooter({ settings, navigation }: { settings: SiteSettings; navigation: Navigation }) {
  const columns = navigation.footerColumns
    .map((column) => ({ ...column, links: column.links.filter((link) => isRenderableHref(link.href)) }))
    .filter((column) => column.links.length > 0);
  const socialLinks = (settings.socialLinks ?? []).filter((link) => isRenderableHref(link.url));

  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        <div className="max-w-xs">
          <Logo productName={settings.productName} />
          <p className="mt-4 text-sm text-ink-soft">{settings.footerTagline}</p>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex gap-3">
              {socialLinks.map((link) => (
                <li key={link._key}>
                  <a
                    href={link.url!}
                    rel="noopener noreferrer"
                    aria-label={link.platform}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink-soft hover:text-brand"
                  >
                    <SocialIcon platform={link.platform} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
          {columns.map((column) => (
            <div key={column._key}>
              <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link._key}>
                    <SiteLink href={link.href!} className={footerLink}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="text-sm font-semibold text-ink">{settings.supportHeading}</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={`mailto:${settings.salesEmail}`} className={footerLink}>
                  {settings.salesEmail}
                </a>
              </li>
              <li>
                <a href={`tel:${settings.phone}`} className={footerLink}>
                  {settings.phoneLabel}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{settings.copyright}</p>
          <LanguageSwitch label={settings.header.languageSwitchLabel} className="inline-flex min-h-11 items-center font-semibold text-ink-soft hover:text-brand sm:min-h-0" />
          <p>{settings.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
