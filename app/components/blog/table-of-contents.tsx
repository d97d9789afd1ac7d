import type { HeadingAnchor } from "~/utils/heading-anchors";

/** Links to the article's h2 and h3 headings (plain fragment links: they work without JavaScript). */
export function TableOfContents({ heading, anchors }: { heading: string; anchors: HeadingAnchor[] }) {
  if (anchors.length < 2) return null;
  return (
    <nav aria-labelledby="article-toc" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="article-toc" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {anchors.map((anchor) => (
          <li key={anchor.key} className={anchor.level === 3 ? "pl-4" : undefined}>
            <a href={`#${anchor.id}`} className="text-ink-soft hover:text-brand">
              {anchor.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
