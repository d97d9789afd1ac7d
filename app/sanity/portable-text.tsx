import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from "@portabletext/react";
import { SiteLink } from "~/components/layout/site-link";

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-7 text-ink-soft">{children}</p>,
    h2: ({ children }) => <h2 className="heading-3 mt-10 text-xl text-ink sm:text-2xl">{children}</h2>,
    h3: ({ children }) => <h3 className="heading-3 mt-8 text-ink">{children}</h3>,
    blockquote: ({ children }) => <blockquote className="mt-6 border-l-4 border-brand pl-4 text-lg text-ink italic">{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-soft">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-soft">{children}</ol>,
  },
  listItem: ({ children }) => <li className="leading-7">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    // Only links the allow-list accepts (app/utils/content-link.ts) are rendered as links, never `javascript:` or `/\\host`.
    link: ({ value, children }: PortableTextMarkComponentProps<{ _type: "link"; href?: string }>) => (
      <SiteLink href={value?.href} className={linkClass}>
        {children}
      </SiteLink>
    ),
  },
};

/** Portable Text from the dataset (legal pages, report body, use-case bodies) in the site's typography. */
export function RichText({ value, className }: { value: readonly unknown[] | null | undefined; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={className}>
      {/* Query results are typed by TypeGen, whose block shape differs from the renderer's in optional fields only. */}
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}
