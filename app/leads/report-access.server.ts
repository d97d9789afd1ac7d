import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { loadQuery } from "~/sanity/client.server";
import { REPORT_ACCESS_QUERY, REPORT_GATE_QUERY } from "~/sanity/queries";
import { createSignedSessionStorage } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { leadMessagesSchema, reportFormCopySchema, type LeadMessages, type ReportFormCopy } from "./copy";
import { honeypotFilled, PRIVATE_HEADERS, readForm, withinFormLimit } from "./guard.server";
import { LEAD_ID_PATTERN } from "./lead-id.server";
import { getLeadStore } from "./lead-store.server";
import { replyWithoutValidation } from "./reply.server";
import { reportDownloadSchema } from "./schemas";
import { StoreUnavailableError, type LeadStore, type ReportDownloadRecord } from "./store.server";

/** The three session values of the spec; the cookie is signed, so a visitor cannot write them. */
interface ReportSessionData {
  reportAccess: "true";
  reportUserEmail: string;
  reportDownloadId: string;
}

const reportSessions = createSignedSessionStorage<ReportSessionData>("tv_report", 60 * 60 * 24 * 90);

export const reportGatePath = (slug: string) => `/reports/${slug}`;
export const reportContentPath = (slug: string) => `/reports/${slug}/content`;

/** Access needs all three session values and a stored download matching both the id and the email. */
export async function findReportAccess(
  request: Request,
  store: LeadStore,
  reportName: string,
): Promise<ReportDownloadRecord | null> {
  const session = await reportSessions.getSession(request.headers.get("Cookie"));
  const id = session.get("reportDownloadId");
  const email = session.get("reportUserEmail");
  if (session.get("reportAccess") !== "true" || !id || !email || !LEAD_ID_PATTERN.test(id)) return null;
  const record = await store.findById("report-download", id);
  return record && record.email === email && record.report_name === reportName ? record : null;
}

/** Clears the access values (e.g. after a failed check). */
export async function clearReportAccess(request: Request): Promise<string> {
  return reportSessions.destroySession(await reportSessions.getSession(request.headers.get("Cookie")));
}

const accessCopySchema = z.object({
  reportName: z.string().min(1),
  form: reportFormCopySchema.pick({ deniedTitle: true, deniedText: true, successTitle: true, successText: true }),
});

/** The report id and the access messages, or null when no report has this slug. */
export async function loadReportAccessCopy(request: Request, slug: string) {
  const result = await loadQuery<unknown>(request, REPORT_ACCESS_QUERY, { slug });
  return result ? accessCopySchema.parse(result) : null;
}

/**
 * Guards the report body: returns the download record, or throws the redirect to the gate (cookie cleared,
 * "Access Denied" toast). The body must only be loaded after this returns.
 */
export async function requireReportAccess(request: Request, slug: string, store: LeadStore = getLeadStore()) {
  const copy = await loadReportAccessCopy(request, slug);
  if (!copy) throw new Response(null, { status: 404 });
  let record: ReportDownloadRecord | null;
  try {
    record = await findReportAccess(request, store, copy.reportName);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    // The store is down, not the visitor's access: keep the cookie and ask them to come back.
    console.error("[report] access check failed:", error);
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!record) {
    throw await redirectWithToast(
      reportGatePath(slug),
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
    console.error("[report] access check on the gate failed:", error);
  }
  if (record) throw redirect(reportContentPath(slug));
}

export interface ReportDownloadActionData {
  form: "report-download";
  outcome: "invalid" | "error";
  result: SubmissionResult<string[]>;
}

export interface ReportDownloadDeps {
  store: LeadStore;
  loadCopy(request: Request, slug: string): Promise<{ reportName: string; form: ReportFormCopy; messages: LeadMessages } | null>;
}

const gateCopySchema = z.object({
  report: z.object({ reportName: z.string().min(1), form: reportFormCopySchema }).nullable(),
  messages: leadMessagesSchema,
});

export async function loadReportDownloadCopy(request: Request, slug: string) {
  const { report, messages } = gateCopySchema.parse(await loadQuery<unknown>(request, REPORT_GATE_QUERY, { slug }));
  return report ? { ...report, messages } : null;
}

const defaultDeps = (): ReportDownloadDeps => ({ store: getLeadStore(), loadCopy: loadReportDownloadCopy });

/** The report lead form: honeypot, rate limit, validation, store, then access (session) and the report. */
export function createReportDownloadAction(deps: () => ReportDownloadDeps = defaultDeps) {
  return async function reportDownloadAction({ request, context, params }: ActionFunctionArgs) {
    const { store, loadCopy } = deps();
    const slug = params.slug ?? "";
    const formData = await readForm(request);
    const copy = await loadCopy(request, slug);
    if (!copy) throw new Response(null, { status: 404 });
    const { form, messages } = copy;
    const answer = (outcome: ReportDownloadActionData["outcome"], result: SubmissionResult<string[]>, status: number) =>
      data<ReportDownloadActionData>({ form: "report-download", outcome, result }, { status, headers: PRIVATE_HEADERS });
    const failed = (formError: string, status: number) =>
      answer("error", replyWithoutValidation(formData, { formError }), status);

    // A bot is sent where a person would go; without a session it is turned back at the door.
    if (honeypotFilled(formData)) return redirect(reportContentPath(slug));
    try {
      if (!(await withinFormLimit(store, "report-download", context))) return failed(messages.rateLimited, 429);
    } catch (error) {
      console.error("[report] rate limit check failed:", error);
      return failed(form.errorText, 503);
    }
    const submission = parseWithZod(formData, { schema: reportDownloadSchema(messages) });
    if (submission.status !== "success") return answer("invalid", submission.reply(), 400);
    const lead = submission.value;

    let record: ReportDownloadRecord;
    try {
      record = await store.create("report-download", {
        email: lead.email,
        name: lead.name,
        company_name: lead.companyName,
        zip_code: lead.zipCode,
        report_name: copy.reportName,
      });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      console.error("[report] lead not stored:", error);
      return failed(form.errorText, 503);
    }

    const session = await reportSessions.getSession(request.headers.get("Cookie"));
    session.set("reportAccess", "true");
    session.set("reportUserEmail", record.email);
    session.set("reportDownloadId", record.id);
    return redirectWithToast(
      reportContentPath(slug),
      { type: "success", title: form.successTitle, description: form.successText },
      { headers: { "Set-Cookie": await reportSessions.commitSession(session) } },
    );
  };
}

export const reportDownloadAction = createReportDownloadAction();
