import { PortableText, type PortableTextBlock, type PortableTextComponents } from "@portabletext/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalize } from "~/utils/root-data";

/** Only link forms the Studio accepts are rendered as links (never `javascript:` or other schemes). */
const SAFE_HREF = /^(\/(?!\/)|#|mailto:|tel:|https:\/\/)/;

function RichLink({ href, children }: { href: unknown; children: ReactNode }) {
  const localize = useLocalize();
  if (typeof href !== "string" || !SAFE_HREF.test(href)) return <>{children}</>;
  if (href.startsWith("/")) {
    return (
      <Link to={localize(href)} prefetch="intent" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
        {children}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a
      href={href}
      className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
      {...(external ? { rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-7 text-ink-soft">{children}</p>,
    h2: ({ children }) => <h2 className="heading-3 mt-10 text-xl text-ink sm:text-2xl">{children}</h2>,
    h3: ({ children }) => <h3 className="heading-3 mt-8 text-ink">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-brand pl-4 text-lg text-ink italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-soft">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-soft">{children}</ol>,
  },
  listItem: ({ children }) => <li className="leading-7">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => <RichLink href={value?.href}>{children}</RichLink>,
  },
};

/** Portable Text from the dataset (legal pages, report body, use-case bodies) in the site's typography. */
export function RichText({ value, className }: { value: readonly unknown[] | null | undefined; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={className}>
      {/* Query results are typed by TypeGen, whose block shape differs from the renderer's in optional fields only. */}
      <PortableText value={value as PortableTextBlock[]} components={components} onMissingComponent={false} />
    </div>
  );
}
