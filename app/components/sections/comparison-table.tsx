import type { PageContent } from "~/sanity/content";
import type { COMPARISON_PAGE_QUERY } from "~/sanity/queries";

type FeatureRow = PageContent<typeof COMPARISON_PAGE_QUERY>["features"]["rows"][number];
/** A row of any of the comparison tables; only the features table has details. */
type ComparisonRow = Omit<FeatureRow, "details"> & Partial<Pick<FeatureRow, "details">>;

/**
 * One comparison table. Column headings come from the page; the details column (when given) is hidden
 * below the md breakpoint so the table fits a phone. Fixed layout at every width: with automatic layout the
 * columns were re-measured as rows arrived, and a phone painting mid-parse saw the table shift.
 */
export function ComparisonTable({
  id,
  heading,
  columns,
  rows,
  className = "",
}: {
  id: string;
  heading: string | undefined;
  columns: { label: string | undefined; product: string | undefined; competitor: string | undefined; details?: string };
  rows: ComparisonRow[] | undefined;
  className?: string;
}) {
  if (!rows?.length) return null;
  const showDetails = rows.some((row) => row.details);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section ${className}`}>
      <div className="container-page">
        <h2 id={`${id}-heading`} className="heading-2 text-center">
          {heading}
        </h2>
        <div className="mt-10 overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          <table className="w-full table-fixed text-left text-sm hyphens-auto sm:text-base" aria-labelledby={`${id}-heading`}>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="w-1/3 px-2.5 py-3 font-semibold text-ink sm:p-4 md:w-[22%]">
                  {columns.label}
                </th>
                <th scope="col" className="px-2.5 py-3 font-semibold text-brand sm:p-4">
                  {columns.product}
                </th>
                <th scope="col" className="px-2.5 py-3 font-semibold text-ink-soft sm:p-4">
                  {columns.competitor}
                </th>
                {showDetails ? (
                  <th scope="col" className="hidden p-4 font-semibold text-ink-soft md:table-cell md:w-[32%]">
                    {columns.details}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._key} className="border-t border-line align-top">
                  <th scope="row" className="px-2.5 py-3 font-semibold text-ink sm:p-4">
                    {row.label}
                  </th>
                  <td className="bg-brand-soft/40 px-2.5 py-3 font-medium text-ink sm:p-4">{row.product}</td>
                  <td className="px-2.5 py-3 text-ink-soft sm:p-4">{row.competitor}</td>
                  {showDetails ? <td className="hidden p-4 text-sm leading-relaxed text-muted md:table-cell">{row.details}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
