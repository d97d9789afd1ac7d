import { Link, useLocation } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent, PageData } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";
import { languageFromPath, localizedPath, LOCALES } from "~/utils/language";
import {
  CALCULATOR_FIELDS,
  CALCULATOR_PARAMS,
  inputsFromQuery,
  inputsQuery,
  missedCallFigures,
  parsePricePerMinute,
  readInputs,
  type CalculatorField,
  type InputIssue,
} from "~/utils/missed-call-revenue";
import { fillPlaceholders } from "~/utils/placeholders";

type CalculatorCopy = PageData<typeof HOME_PAGE_QUERY>["revenueCalculator"];
type CalculatorDefaults = PageContent<typeof HOME_PAGE_QUERY>["calculator"];

const fill = fillPlaceholders;

type Values = Record<CalculatorField, string>;

function initialValues(search: string, defaults: CalculatorDefaults): Values {
  const query = inputsFromQuery(new URLSearchParams(search));
  return Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, query?.[field] ?? String(defaults[field])])) as Values;
}

/**
 * What the visitor typed into the server's form of this address before this code arrived: read while the live
 * form renders, when the server's form is still in the page (see deferredForm).
 */
function typedValues(formId: string, key: string): Values | null {
  if (typeof document === "undefined") return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || form.dataset.key !== key) return null;
  const value = (field: CalculatorField) => (form.elements.namedItem(CALCULATOR_PARAMS[field]) as HTMLInputElement | null)?.value ?? "";
  return Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, value(field)])) as Values;
}

export interface CalculatorProps {
  /** The id of the section around it (revenue-calculator-section.tsx): its heading's and form's ids start with it. */
  id: string;
  copy: CalculatorCopy;
  defaults: CalculatorDefaults;
  pricePerMinute: string;
}

/**
 * The missed-call revenue calculator (#revenue-calculator): a GET form to the page itself, so without JavaScript
 * the server renders the result of the query string (a shareable URL); with JavaScript the result follows every
 * keystroke and the URL follows the inputs. Words from the `revenueCalculator` document, starting values from
 * the page, the price from `siteSettings.pricePerMinute`. Loaded as it nears the screen: revenue-calculator-section.tsx.
 */
export function Calculator({ id, copy, defaults, pricePerMinute }: CalculatorProps) {
  const { pathname, search, hash } = useLocation();
  const language = languageFromPath(pathname);
  const [start] = useState(() => initialValues(search, defaults));
  const [values, setValues] = useState(() => typedValues(`${id}-form`, pathname + search) ?? start);
  const edited = useRef(CALCULATOR_FIELDS.some((field) => values[field] !== start[field]));
  const { inputs, issues } = readInputs(values);
  const price = parsePricePerMinute(pricePerMinute) ?? 0;
  const figures = inputs && missedCallFigures(inputs, { callMinutes: copy.callMinutes, pricePerMinute: price });
  const locale = LOCALES[language];
  const money = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const { results } = copy;

  // The address follows the inputs, so it can be shared as it stands (no navigation: nothing to load).
  useEffect(() => {
    if (!edited.current || !inputs) return;
    window.history.replaceState(window.history.state, "", `${pathname}?${inputsQuery(inputs)}${hash || `#${id}`}`);
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = CALCULATOR_FIELDS.find((name) => CALCULATOR_PARAMS[name] === event.target.name);
    if (!field) return;
    edited.current = true;
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  // The result is already there; the button only matters without JavaScript.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const message = (issue: InputIssue | undefined) =>
    issue &&
    fill(copy.messages[issue.kind], { label: copy.inputs[issue.field].label, limit: issue.limit === undefined ? "" : number(issue.limit) });
  const rows: [string, string][] = [
    [results.monthlyLossLabel, money(figures?.monthlyLoss ?? 0)],
    [results.yearlyLossLabel, money(figures?.yearlyLoss ?? 0)],
    [results.costLabel, money(figures?.monthlyCost ?? 0)],
    [results.returnLabel, figures?.returnMultiple == null ? "" : fill(results.returnValue, { multiple: number(figures.returnMultiple) })],
  ];

  return (
    <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
      <div className="min-w-0">
        <SectionIntro intro={copy.intro} headingId={`${id}-heading`} align="start" />
        <form
          id={`${id}-form`}
          method="get"
          action={`${pathname}#${id}`}
          onSubmit={onSubmit}
          className="mt-8 grid gap-x-4 sm:grid-cols-2"
          data-key={pathname + search}
          data-testid="revenue-calculator-form"
        >
          {CALCULATOR_FIELDS.map((field) => {
            const name = CALCULATOR_PARAMS[field];
            const { label, unit } = copy.inputs[field];
            const issue = issues.find((candidate) => candidate.field === field);
            const refused = issue !== undefined && issue.kind !== "capped";
            const unitTag = (
              <span id={`rc-${name}-unit`} className="px-3 text-muted">
                {unit}
              </span>
            );
            return (
              <div key={field}>
                <label htmlFor={`rc-${name}`} className="field-label">
                  {label}
                </label>
                <div className="flex min-h-11 items-center rounded-lg border border-line bg-white text-ink focus-within:border-brand focus-within:ring-1 focus-within:ring-brand has-[[aria-invalid=true]]:border-danger">
                  {field === "jobValue" && unitTag}
                  <input
                    id={`rc-${name}`}
                    name={name}
                    value={values[field]}
                    onChange={onChange}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-invalid={refused || undefined}
                    aria-describedby={`rc-${name}-unit rc-${name}-msg`}
                    className={`min-h-11 w-full min-w-0 bg-transparent py-2 focus:outline-none ${field === "jobValue" ? "pr-3" : "pl-3"}`}
                  />
                  {field !== "jobValue" && unitTag}
                </div>
                <p id={`rc-${name}-msg`} className={`mt-1 mb-3 min-h-5 text-sm ${refused ? "text-danger" : "text-muted"}`}>
                  {message(issue)}
                </p>
              </div>
            );
          })}
          <button type="submit" className="btn-secondary self-start sm:mt-6">
            {copy.submitLabel}
          </button>
        </form>
      </div>
      <div className="card min-w-0 self-start p-6 sm:p-8">
        <h3 className="heading-3">{results.heading}</h3>
        <div role="status" className="mt-4 grid" data-testid="revenue-calculator-result">
          {/* While an input is refused the figures keep their space, hidden, under the message. */}
          {/* Each term and figure without a wrapper: the rule between rows sits on the term; the space under a figure is a margin, which an empty figure (a refused input) keeps. */}
          <dl className={`[grid-area:1/1] ${figures ? "" : "invisible"}`}>
            {rows.map(([term, value]) => (
              <Fragment key={term}>
                <dt className="border-line pt-3 text-sm text-ink-soft not-first:border-t">{term}</dt>
                <dd className="mt-1 mb-3 min-h-8 text-2xl font-bold break-words">{value}</dd>
              </Fragment>
            ))}
          </dl>
          {figures ? null : <p className="[grid-area:1/1] self-center text-center font-medium">{results.invalidText}</p>}
          <p className="min-h-10 text-sm text-ink-soft">{figures?.returnMultiple === null ? results.emptyText : ""}</p>
        </div>
        <Link to={`${localizedPath("/demo", language)}${inputs ? `?${inputsQuery(inputs)}` : ""}`} className="btn-primary mt-4 w-full">
          {results.bookDemoLabel}
        </Link>
        <p className="mt-6 text-sm text-muted">{fill(copy.assumptions, { minutes: number(copy.callMinutes), price: money(price, 2) })}</p>
        <p className="mt-2 text-sm text-muted">{copy.disclaimer}</p>
      </div>
    </div>
  );
}
