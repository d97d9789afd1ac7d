import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import type { SanityQueries } from "@sanity/client";
import { isValid as isLeadId } from "ulid";
import { loadQuery } from "~/sanity/client.server";
import { requestLanguage } from "~/sanity/load-page.server";
import { pagePath, reportContentPath } from "~/sanity/paths";
import { REPORT_ACCESS_QUERY, REPORT_GATE_QUERY } from "~/sanity/queries";
import { notFound } from "~/sanity/redirects.server";
import { localizedPath, type Language } from "~/utils/language";
import { createSignedSessionStorage } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { LeadMessages, ReportFormCopy } from "./copy";
import { loadFormCopy } from "./copy.server";
import { StoreUnavailableError, type LeadStore } from "./create-lead-store.server";
import { logLeadEvent } from "./lead-log.server";
import { getLeadStore } from "./lead-store.server";
import { createLeadAction, PRIVATE_HEADERS, type PipelineDeps } from "./pipeline.server";
import { formFields, LEAD_FORM_FIELDS, type ReportDownloadRecord } from "./records";
import { replyWithoutValidation } from "./reply.server";
import { reportDownloadSchema } from "./schemas";

/** The three session values of the spec; the cookie is signed, so a visitor cannot write them. */
interface ReportSessionData {
  reportAccess: "true";
  reportUserEmail: string;
  reportDownloadId: string;
}

const reportSessions = createSignedSessionStorage<ReportSessionData>("tv_report", 60 * 60 * 24 * 90);

/** Access needs all three session values and a stored download matching both the id and the email. */
export async function findReportAccess(request: Request, store: LeadStore, reportName: string): Promise<ReportDownloadRecord | null> {
  const session = await reportSessions.getSession(request.headers.get("Cookie"));
  const id = session.get("reportDownloadId");
  const email = session.get("reportUserEmail");
  if (session.get("reportAccess") !== "true" || !id || !email || !isLeadId(id)) return null;
  const record = await store.findById("report-download", id);
  return record && record.email === email && record.report_name === reportName ? record : null;
}

/** Clears the access values (e.g. after a failed check). */
export async function clearReportAccess(request: Request): Promise<string> {
  return reportSessions.destroySession(await reportSessions.getSession(request.headers.get("Cookie")));
}

/** The report id and the access messages, or null when no report has this slug. */
export function loadReportAccessCopy(request: Request, slug: string) {
  return loadQuery<SanityQueries[typeof REPORT_ACCESS_QUERY]>(request, REPORT_ACCESS_QUERY, { slug });
}

/**
 * Guards the report body: returns the download record, or throws the redirect to the gate (cookie cleared,
 * "Access Denied" toast). The body must only be loaded after this returns.
 */
export async function requireReportAccess(request: Request, slug: string, store: LeadStore = getLeadStore()) {
  const copy = await loadReportAccessCopy(request, slug);
  if (!copy) return notFound(request);
  let record: ReportDownloadRecord | null;
  try {
    record = await findReportAccess(request, store, copy.reportName);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    // The store is down, not the visitor's access: keep the cookie and ask them to come back.
    logLeadEvent({ event: "report.access", outcome: "error", route: "report-content", reason: String(error) });
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!record) {
    throw await redirectWithToast(
      localizedPath(pagePath("report", slug), requestLanguage(request)),
      { type: "error", title: copy.form.deniedTitle, description: copy.form.deniedText },
      { headers: { "Set-Cookie": await clearReportAccess(request) } },
    );
  }
  return record;
}

/** On the gate: a visitor who already has access goes straight to the report. */
export async function redirectIfReportAccess(request: Request, slug: string, reportName: string, store: LeadStore = getLeadStore()) {
  let record: ReportDownloadRecord | null = null;
  try {
    record = await findReportAccess(request, store, reportName);
  } catch (error) {
    logLeadEvent({ event: "report.access", outcome: "error", route: "report-gate", reason: String(error) });
  }
  if (record) throw redirect(localizedPath(reportContentPath(slug), requestLanguage(request)));
}

export interface ReportDownloadActionData {
  form: "report-download";
  outcome: "invalid" | "error";
  result: SubmissionResult<string[]>;
}

export interface ReportDownloadCopy {
  reportName: string;
  form: ReportFormCopy;
  messages: LeadMessages;
}

export async function loadReportDownloadCopy(slug: string, language: Language): Promise<ReportDownloadCopy | null> {
  const { report, messages } = await loadFormCopy(REPORT_GATE_QUERY, { slug, language }, (copy) =>
    Boolean(copy.messages && (!copy.report || copy.report.form)),
  );
  return report ? { reportName: report.reportName, form: report.form, messages: messages! } : null;
}

const answer = (outcome: ReportDownloadActionData["outcome"], result: SubmissionResult<string[]>, status: number) =>
  data<ReportDownloadActionData>({ form: "report-download", outcome, result }, { status, headers: PRIVATE_HEADERS });

/** The report lead form: the stored download opens access (signed session) and sends the visitor to the report. */
export function createReportDownloadAction(deps?: () => PipelineDeps) {
  return createLeadAction(
    {
      form: "report-download",
      kind: "report-download",
      forwards: [],
      loadCopy: (params, language) => loadReportDownloadCopy(params.slug ?? "", language),
      schema: (copy) => reportDownloadSchema(copy.messages),
      toLead: (lead, copy) => ({ ...formFields(LEAD_FORM_FIELDS["report-download"], lead), report_name: copy.reportName }),
      // A bot is sent where a person would go; without a session it is turned back at the door.
      bot: (_formData, params, language) => redirect(localizedPath(reportContentPath(params.slug ?? ""), language)),
      failed: (formData, formError, status) => answer("error", replyWithoutValidation(formData, { formError }), status),
      invalid: (result) => answer("invalid", result, 400),
      unavailableMessage: (copy) => copy.form.errorText,
      async accepted({ request, params, copy, record }) {
        const slug = params.slug ?? "";
        const session = await reportSessions.getSession(request.headers.get("Cookie"));
        session.set("reportAccess", "true");
        session.set("reportUserEmail", record.email);
        session.set("reportDownloadId", record.id);
        return redirectWithToast(
          localizedPath(reportContentPath(slug), requestLanguage(request)),
          { type: "success", title: copy.form.successTitle, description: copy.form.successText },
          { headers: { "Set-Cookie": await reportSessions.commitSession(session) } },
        );
      },
    },
    deps,
  );
}

export const reportDownloadAction = createReportDownloadAction();
