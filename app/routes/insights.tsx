import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { LanguageHandle } from "~/components/layout/language-switch";
import { ExperimentResults } from "~/components/insights/experiment-results";
import { FieldVitals } from "~/components/insights/field-vitals";
import { experimentReports } from "~/experiments/results.server";
import { chartSummary, DayChart } from "~/insights/day-chart";
import { insightsAccess, signIn, signOut } from "~/insights/insights-access.server";
import {
  BREAKDOWN_TITLES,
  BREAKDOWNS,
  FORM_COLUMNS,
  FORM_TITLES,
  formatRate,
  valueLabel,
  WEB_CALL_BREAKDOWNS,
} from "~/insights/report-format";
import { parseReportRange } from "~/insights/report-range.server";
import { conversionReport, type ReportLine } from "~/insights/report.server";
import { vitalsCells } from "~/insights/field-vitals";
import { vitalsReport } from "~/insights/vitals.server";
import type { WebCallLine, WebCallReport } from "~/insights/web-call-report.server";
import { env } from "~/utils/env.server";

/** The team's conversion report: never stored by a browser, a proxy or the page cache, never indexed. */
const INSIGHTS_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers = () => INSIGHTS_HEADERS;

const DAY_CHARTS = [
  { measure: "visits", title: "Visits per day" },
  { measure: "leads", title: "Leads per day" },
] as const;

/** Marketing's page is in English only: no language switch or suggestion points at a Spanish one. */
export const handle: LanguageHandle = { oneLanguage: true };

export const meta: MetaFunction = () => [{ title: "Insights · TradeVoice" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const access = await insightsAccess(request, env.INSIGHTS_PASSWORD);
  if (access !== "signed-in")
    return data({ access, report: null, experiments: null, vitals: null, error: null }, { headers: INSIGHTS_HEADERS });
  const { searchParams } = new URL(request.url);
  const asked = parseReportRange({ from: searchParams.get("from") ?? undefined, to: searchParams.get("to") ?? undefined });
  // A range that cannot be read shows its reason above the last 30 days.
  const range = "error" in asked ? (parseReportRange({}) as { from: string; to: string }) : asked;
  const [report, experiments, vitals] = await Promise.all([conversionReport(range), experimentReports(range), vitalsReport(range)]);
  // Formatted here: a p75 past the histogram is Infinity, which JSON cannot carry.
  return data(
    { access, report, experiments, vitals: vitals.map(vitalsCells), error: "error" in asked ? asked.error : null },
    { headers: INSIGHTS_HEADERS },
  );
}

/** A sign-in or sign-out posted from another site (login CSRF, a forced sign-out): refused before anything is read. */
const CROSS_SITE_REFUSED = "Sign-in and sign-out are accepted only from this site's own Insights page.";

export async function action({ request, context }: ActionFunctionArgs) {
  // The server marks a post whose Origin is another site (server/cross-site.ts); answering it is ours.
  if (context.crossSiteRequest) return data({ error: null, refused: CROSS_SITE_REFUSED }, { status: 403, headers: INSIGHTS_HEADERS });
  const form = await request.formData();
  const { pathname, search } = new URL(request.url);
  if (form.get("intent") === "sign-out") {
    return redirect(pathname, { status: 303, headers: { ...INSIGHTS_HEADERS, "Set-Cookie": await signOut(request) } });
  }
  const password = form.get("password");
  const cookie = await signIn(typeof password === "string" ? password : "", env.INSIGHTS_PASSWORD);
  // 401 counts towards the sign-in limit (server/rate-limit.ts); the redirect does not.
  if (!cookie) return data({ error: "That is not the team password.", refused: null }, { status: 401, headers: INSIGHTS_HEADERS });
  return redirect(`${pathname}${search}`, { status: 303, headers: { ...INSIGHTS_HEADERS, "Set-Cookie": cookie } });
}

const number = (value: number) => value.toLocaleString("en-US");

export default function InsightsPage() {
  const { access, report, experiments, vitals, error } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  return (
    <div className="container-page py-10">
      <h1 className="heading-2">Insights</h1>
      {refused && (
        <p role="alert" className="mt-4 text-danger">
          {refused}
        </p>
      )}
      {access === "not-configured" && (
        <p className="mt-4 max-w-2xl">
          Insights is not configured on this server: set <code>INSIGHTS_PASSWORD</code> (the team password) in its environment and restart
          it. Until then the page shows nothing to anyone.
        </p>
      )}
      {access === "signed-out" && <SignIn />}
      {report && (
        <>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <RangeForm from={report.from} to={report.to} />
            <form method="post">
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit" className="btn-secondary">
                Sign out
              </button>
            </form>
          </div>
          {error && (
            <p role="alert" className="mt-4 text-danger">
              {error}. Showing {report.from} to {report.to}.
            </p>
          )}
          <Totals line={report.totals} from={report.from} to={report.to} />
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {DAY_CHARTS.map(({ measure, title }) => {
              const bars = report.days.map((day) => ({ day: day.value, value: day[measure] }));
              return <DayChart key={measure} id={`${measure}-chart`} title={title} summary={chartSummary(measure, bars)} bars={bars} />;
            })}
          </div>
          {experiments && (
            <section aria-labelledby="insights-experiments" className="mt-10">
              <h2 id="insights-experiments" className="heading-3">
                Experiments
              </h2>
              <div className="mt-3 overflow-x-auto">
                <ExperimentResults reports={experiments} />
              </div>
            </section>
          )}
          <ReportTable title="Day by day" heading="Day" lines={report.days} label={(value) => value} />
          {BREAKDOWNS.map((name) => (
            <ReportTable
              key={name}
              title={BREAKDOWN_TITLES[name]}
              heading={name[0].toUpperCase() + name.slice(1)}
              lines={report.breakdowns[name]}
              label={(value) => valueLabel(name, value)}
            />
          ))}
          <WebCalls report={report.webCalls} />
          {vitals && <FieldVitals rows={vitals} />}
        </>
      )}
    </div>
  );
}

function SignIn() {
  const answer = useActionData<typeof action>();
  return (
    <form method="post" className="card mt-6 max-w-md">
      <p>The conversion report is for the TradeVoice team. Sign in with the team password.</p>
      <input type="hidden" name="intent" value="sign-in" />
      <label htmlFor="insights-password" className="field-label mt-4">
        Team password
      </label>
      <input
        id="insights-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        className="field-input"
        aria-invalid={answer?.error ? true : undefined}
        aria-describedby={answer?.error ? "insights-password-error" : undefined}
      />
      {answer?.error && (
        <p id="insights-password-error" role="alert" className="field-error">
          {answer.error}
        </p>
      )}
      <button type="submit" className="btn-primary mt-4">
        Sign in
      </button>
    </form>
  );
}

/** A plain GET form: works without JavaScript, and the address keeps the range (a link to share). */
function RangeForm({ from, to }: { from: string; to: string }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      {[
        { name: "from", label: "From (UTC)", value: from },
        { name: "to", label: "To (UTC)", value: to },
      ].map(({ name, label, value }) => (
        <div key={name}>
          <label htmlFor={`insights-${name}`} className="field-label">
            {label}
          </label>
          <input id={`insights-${name}`} name={name} type="date" defaultValue={value} required className="field-input" />
        </div>
      ))}
      <button type="submit" className="btn-primary">
        Show
      </button>
    </form>
  );
}

function Totals({ line, from, to }: { line: ReportLine; from: string; to: string }) {
  const figures = [
    ["visits", "Visits", number(line.visits)],
    ...FORM_COLUMNS.map((kind) => [kind, FORM_TITLES[kind], number(line.leadsByForm[kind])]),
    ["leads", "Leads", number(line.leads)],
    ["rate", "Conversion rate", formatRate(line.rate)],
  ];
  return (
    <section aria-labelledby="insights-totals" className="mt-8">
      <h2 id="insights-totals" className="heading-3">
        {from} to {to}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([id, name, value]) => (
          <div key={id} className="card p-4">
            <dt className="text-sm text-muted">{name}</dt>
            <dd className="mt-1 text-2xl font-semibold" data-testid={`total-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReportTable({
  title,
  heading,
  lines,
  label,
}: {
  title: string;
  heading: string;
  lines: ReportLine[];
  label: (value: string) => string;
}) {
  return (
    <section className="mt-10">
      <h2 className="heading-3">{title}</h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-muted">Nothing in this range.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}: visits, leads per form and conversion rate (leads / visits)</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {heading}
                </th>
                {["Visits", ...FORM_COLUMNS.map((kind) => FORM_TITLES[kind]), "Leads", "Rate"].map((name) => (
                  <th key={name} scope="col" className="py-2 pr-4 text-right">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.value} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal break-all">
                    {label(line.value)}
                  </th>
                  <td className="py-2 pr-4 text-right">{number(line.visits)}</td>
                  {FORM_COLUMNS.map((kind) => (
                    <td key={kind} className="py-2 pr-4 text-right">
                      {number(line.leadsByForm[kind])}
                    </td>
                  ))}
                  <td className="py-2 pr-4 text-right">{number(line.leads)}</td>
                  <td className="py-2 pr-4 text-right">{formatRate(line.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const WEB_CALL_COLUMNS = [
  ["started", "Started"],
  ["connected", "Connected"],
  ["minutes", "Minutes"],
  ["leads", "Leads after a call"],
] as const;

const webCallFigure = (line: WebCallLine, column: (typeof WEB_CALL_COLUMNS)[number][0]) =>
  column === "minutes" ? line.minutes.toLocaleString("en-US", { minimumFractionDigits: 1 }) : number(line[column]);

/** Talk To Me in the page: calls started, connected, minutes talked and leads whose form named a call. */
function WebCalls({ report }: { report: WebCallReport }) {
  return (
    <section aria-labelledby="insights-web-calls" className="mt-10">
      <h2 id="insights-web-calls" className="heading-3">
        Web calls
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {WEB_CALL_COLUMNS.map(([column, name]) => (
          <div key={column} className="card p-4">
            <dt className="text-sm text-muted">{name}</dt>
            <dd className="mt-1 text-2xl font-semibold" data-testid={`web-calls-${column}`}>
              {webCallFigure(report.totals, column)}
            </dd>
          </div>
        ))}
      </dl>
      {WEB_CALL_BREAKDOWNS.map((name) => (
        <div key={name} className="mt-6">
          <h3 className="font-semibold">Web calls: {BREAKDOWN_TITLES[name]}</h3>
          {report.breakdowns[name].length === 0 ? (
            <p className="mt-2 text-muted">Nothing in this range.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Web calls by {name}: started, connected, minutes and leads after a call</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4">
                      {name[0].toUpperCase() + name.slice(1)}
                    </th>
                    {WEB_CALL_COLUMNS.map(([column, heading]) => (
                      <th key={column} scope="col" className="py-2 pr-4 text-right">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.breakdowns[name].map((line) => (
                    <tr key={line.value} className="border-b border-line">
                      <th scope="row" className="py-2 pr-4 font-normal break-all">
                        {valueLabel(name, line.value)}
                      </th>
                      {WEB_CALL_COLUMNS.map(([column]) => (
                        <td key={column} className="py-2 pr-4 text-right">
                          {webCallFigure(line, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
