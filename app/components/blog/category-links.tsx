import { Link } from "@remix-run/react";
import { blogListPath } from "~/sanity/paths";
import { useLocalize } from "~/components/layout/root-data";

/** An article's categories as links to their lists (on its card and above the article). */
export function CategoryLinks({
  categories,
  className = "",
}: {
  categories: { _id: string; slug: string | null; title: string | null }[];
  className?: string;
}) {
  const localize = useLocalize();
  return (
    <ul className={`flex flex-wrap gap-2 text-xs font-semibold ${className}`.trim()}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            to={localize(blogListPath({ category: category.slug }))}
            className="rounded-full bg-brand-soft px-3 py-1 text-brand-strong hover:bg-brand hover:text-white"
          >
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
