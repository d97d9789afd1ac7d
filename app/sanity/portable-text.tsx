import {
  PortableText,
  type PortableTextBlockComponent,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
} from "@portabletext/react";
import { useMemo } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { headingAnchors, type HeadingAnchor } from "~/utils/heading-anchors";

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";

/** Headings carry the id of their anchor (heading-anchors.ts), so a table of contents or a shared link can point at them. */
function headings(ids: Map<string, string>): Record<"h2" | "h3", PortableTextBlockComponent> {
  return {
    h2: ({ children, value }) => (
      <h2 id={ids.get(value._key ?? "")} className="heading-3 mt-10 scroll-mt-24 text-xl text-ink sm:text-2xl">
        {children}
      </h2>
    ),
    h3: ({ children, value }) => (
      <h3 id={ids.get(value._key ?? "")} className="heading-3 mt-8 scroll-mt-24 text-ink">
        {children}
      </h3>
    ),
  };
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-7 text-ink-soft">{children}</p>,
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

/**
 * Portable Text from the dataset (legal pages, report body, use-case bodies, articles) in the site's typography.
 * `types` renders the blocks a text type adds (an article's pictures, callouts and call to action).
 */
export function RichText({
  value,
  className,
  types,
  anchors,
}: {
  value: readonly unknown[] | null | undefined;
  className?: string;
  types?: PortableTextComponents["types"];
  /** The heading ids when `value` is a stretch of a longer text (whose ids must stay unique): by default, its own. */
  anchors?: readonly HeadingAnchor[];
}) {
  const withExtras = useMemo((): PortableTextComponents => {
    const ids = new Map((anchors ?? headingAnchors(value)).map((anchor) => [anchor.key, anchor.id]));
    return { ...components, block: { ...(components.block as object), ...headings(ids) }, types };
  }, [value, types, anchors]);
  if (!value?.length) return null;
  return (
    <div className={className}>
      {/* Query results are typed by TypeGen, whose block shape differs from the renderer's in optional fields only. */}
      <PortableText value={value} components={withExtras} onMissingComponent={false} />
    </div>
  );
}
