import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isExternalHref, isSafeContentHref, isSitePath } from "~/utils/content-link";
import { useLocalize } from "~/components/layout/root-data";

/** Link forms the content may hold (app/utils/content-link.ts); anything else is not rendered as a link. */
export function isRenderableHref(href: string | null | undefined): href is string {
  return isSafeContentHref(href);
}

function SitePathLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const localize = useLocalize();
  return (
    <Link to={localize(href)} prefetch="intent" className={className}>
      {children}
    </Link>
  );
}

/**
 * A link from the dataset: site paths use client navigation, http(s) addresses get rel=noopener, and a link the
 * allow-list refuses is its text alone.
 */
export function SiteLink({ href, className, children }: { href: unknown; className?: string; children: ReactNode }) {
  if (!isSafeContentHref(href)) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <SitePathLink href={href} className={className}>
        {children}
      </SitePathLink>
    );
  }
  return (
    <a href={href} className={className} {...(isExternalHref(href) ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
