import { ServerPart } from "~/components/ui/server-rendered";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { isRenderableHref, SiteLink } from "./site-link";
import { SocialIcon } from "./social-icon";
import type { BrowserSettings, FooterContent, ServerRendered } from "./types";

const footerLink = "footer-link";

type FooterColumn = FooterContent["columns"][number];

/** The link columns; a column whose links all lack a destination is left out. */
function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return columns
    .map((column) => ({ ...column, links: column.links.filter((link) => isRenderableHref(link.href)) }))
    .filter((column) => column.links.length > 0)
    .map((column) => (
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
    ));
}

/**
 * The site footer: tagline, social icons, link columns, the support group and the copyright lines.
 * Links, columns and icons without a destination are left out rather than rendered dead. Only the language switch
 * changes in the browser (it follows the page shown); the rest is the server's HTML (`ServerPart`).
 */
export function SiteFooter({
  settings,
  footer,
}: {
  settings: Pick<BrowserSettings, "productName" | "salesEmail" | "phone" | "header">;
  footer: ServerRendered<FooterContent>;
}) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        <div className="max-w-xs">
          <Logo productName={settings.productName} />
          <ServerPart value={footer}>{(content) => <FooterBrand content={content} />}</ServerPart>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
          <ServerPart value={footer}>
            {(content) => (
              <>
                <FooterColumns columns={content.columns} />
                <div>
                  <h2 className="text-sm font-semibold text-ink">{content.supportHeading}</h2>
                  <ul className="mt-3 space-y-2">
                    <li>
                      <a href={`mailto:${settings.salesEmail}`} className={footerLink}>
                        {settings.salesEmail}
                      </a>
                    </li>
                    <li>
                      <a href={`tel:${settings.phone}`} className={footerLink}>
                        {content.phoneLabel}
                      </a>
                    </li>
                  </ul>
                </div>
              </>
            )}
          </ServerPart>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-muted sm:flex-row sm:justify-between">
          <ServerPart value={footer}>{(content) => <p>{content.copyright}</p>}</ServerPart>
          <LanguageSwitch
            label={settings.header.languageSwitchLabel}
            className="inline-flex min-h-11 items-center font-semibold text-ink-soft hover:text-brand sm:min-h-0"
          />
          <ServerPart value={footer}>{(content) => <p>{content.madeIn}</p>}</ServerPart>
        </div>
      </div>
    </footer>
  );
}

/** The tagline and social icons under the logo. */
function FooterBrand({ content }: { content: FooterContent }) {
  const socialLinks = (content.socialLinks ?? []).filter((link) => isRenderableHref(link.url));
  return (
    <>
      <p className="mt-4 text-sm text-ink-soft">{content.footerTagline}</p>
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
    </>
  );
}
