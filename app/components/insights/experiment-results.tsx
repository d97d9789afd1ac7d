import type { ExperimentReport } from "~/experiments/results.server";

const percent = (value: number, digits = 1) =>
  new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

const FIELD_TITLES: Record<ExperimentReport["field"], string> = {
  heroHeading: "hero heading",
  heroSubheading: "hero subheading",
  heroCtaLabel: "hero call-to-action label",
};

/**
 * The Insights page's experiment results (app/experiments/results.server.ts), one table per experiment: each variant's
 * visits, leads, conversion rate with its 95% credible interval, the probability that it beats the control, and the
 * winner once there is one. Markup only: no state, no handlers.
 */
export function ExperimentResults({ reports }: { reports: ExperimentReport[] }) {
  if (reports.length === 0) return <p>No experiments have run yet.</p>;
  return (
    <>
      {reports.map((report) => (
        <section key={report.key} aria-labelledby={`experiment-${report.key}`} className="mb-8">
          <h3 id={`experiment-${report.key}`} className="text-lg font-semibold">
            {report.name}
          </h3>
          <p className="text-sm text-muted">
            {report.status} · changes the {FIELD_TITLES[report.field]} · a winner needs {count(report.minSamplePerVariant)} visits per
            variant and over 95% probability
          </p>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Visits</th>
                <th scope="col">Leads</th>
                <th scope="col">Conversion rate (95% interval)</th>
                <th scope="col">Probability to beat control</th>
                <th scope="col">Winner</th>
              </tr>
            </thead>
            <tbody>
              {report.variants.map((variant, index) => (
                <tr key={variant.key}>
                  <th scope="row">{index === 0 ? `${variant.key} (control)` : variant.key}</th>
                  <td>{count(variant.visits)}</td>
                  <td>{count(variant.conversions)}</td>
                  <td>
                    {variant.rate === null ? "–" : percent(variant.rate)} ({percent(variant.interval[0])} – {percent(variant.interval[1])})
                  </td>
                  <td>{variant.probabilityToBeatControl === null ? "–" : percent(variant.probabilityToBeatControl)}</td>
                  <td>{variant.winner ? "Winner" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
