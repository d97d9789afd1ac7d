import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalize } from "~/utils/root-data";

/** Link forms the Studio accepts; anything else is not rendered as a link. */
const ALLOWED_HREF = /^(\/(?!\/)|mailto:|tel:|https:\/\/)/;

export function isRenderableHref(href: string | null | undefined): href is string {
  return Boolean(href && ALLOWED_HREF.test(href));
}

/** A link from the dataset: site paths use client navigation, https addresses get rel=noopener. */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const localize = useLocalize();
  if (href.startsWith("/")) {
    return (
      <Link to={localize(href)} prefetch="intent" className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(href.startsWith("https://") ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
