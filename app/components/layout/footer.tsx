import { ServerPart } from "~/components/ui/server-rendered";
import { serverPreloaded } from "~/components/ui/server-preloaded";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import type { BrowserSettings, FooterContent, ServerRendered } from "./types";

// The footer's server-kept parts: their code reaches a browser only when the footer's content changes (a language switch).
const FooterBrand = serverPreloaded("footer-brand", () => import("./footer-parts").then((module) => module.FooterBrand));
const FooterLinks = serverPreloaded("footer-links", () => import("./footer-parts").then((module) => module.FooterLinks));

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
        <ServerPart host="div" hostProps={{ className: "grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4" }} value={footer}>
          {(content) => <FooterLinks content={content} salesEmail={settings.salesEmail} phone={settings.phone} />}
        </ServerPart>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-muted sm:flex-row sm:justify-between">
          <ServerPart host="p" value={footer}>
            {(content) => content.copyright}
          </ServerPart>
          <LanguageSwitch
            label={settings.header.languageSwitchLabel}
            className="inline-flex min-h-11 items-center font-semibold text-ink-soft hover:text-brand sm:min-h-0"
          />
          <ServerPart host="p" value={footer}>
            {(content) => content.madeIn}
          </ServerPart>
        </div>
      </div>
    </footer>
  );
}
