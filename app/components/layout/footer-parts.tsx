import { isRenderableHref, SiteLink } from "./site-link";
import { SocialIcon } from "./social-icon";
import type { BrowserSettings, FooterContent } from "./types";

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

/** The link columns and the support group. */
export function FooterLinks({ content, salesEmail, phone }: { content: FooterContent } & Pick<BrowserSettings, "salesEmail" | "phone">) {
  return (
    <>
      <FooterColumns columns={content.columns} />
      <div>
        <h2 className="text-sm font-semibold text-ink">{content.supportHeading}</h2>
        <ul className="mt-3 space-y-2">
          <li>
            <a href={`mailto:${salesEmail}`} className={footerLink}>
              {salesEmail}
            </a>
          </li>
          <li>
            <a href={`tel:${phone}`} className={footerLink}>
              {content.phoneLabel}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The tagline and social icons under the logo. */
export function FooterBrand({ content }: { content: FooterContent }) {
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
