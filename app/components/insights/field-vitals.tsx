import { VITALS_EXPLAINED, VITALS_HEADINGS } from "~/insights/field-vitals";

/**
 * The Insights page's field vitals: per page and device class, the p75 of each view's own LCP, INP and CLS and the
 * shares of good / needs improvement / poor (rows as `vitalsCells` formats them). Markup only.
 */
export function FieldVitals({ rows }: { rows: string[][] }) {
  return (
    <section aria-labelledby="insights-field-vitals" className="mt-10">
      <h2 id="insights-field-vitals" className="heading-3">
        Field vitals
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{VITALS_EXPLAINED}</p>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">Nothing in this range.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Field vitals per page and device: p75, shares and views measured of LCP, INP and CLS</caption>
            <thead>
              <tr className="border-b border-line">
                {VITALS_HEADINGS.map((heading, column) => (
                  <th key={heading} scope="col" className={`py-2 pr-4 ${column < 2 ? "" : "text-right"}`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([page, device, ...figures]) => (
                <tr key={`${page} ${device}`} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal break-all">
                    {page}
                  </th>
                  <td className="py-2 pr-4">{device}</td>
                  {figures.map((figure, index) => (
                    <td key={VITALS_HEADINGS[index + 2]} className="py-2 pr-4 text-right whitespace-nowrap">
                      {figure}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
