import { defineQuery } from "groq";
import { DEFAULT_LANGUAGE, type Language } from "~/utils/language";
import type { WebCallConversation, WebCallProgress, WebCallRecord } from "~/web-calls/web-calls.server";
import { TOUCH_FIELDS, type AttributionTouch, type LeadAttribution, type LeadKind, type LeadRecords } from "./records";

/**
 * The sales notification: one short plain-text email per stored lead, for our own sales team (English, not
 * visitor-facing copy). Form fields are listed generically, so a field a form gains (e.g. the signup's calculator
 * figures) shows without a change here.
 */

const KIND_LABELS: Record<LeadKind, string> = {
  "demo-call": "demo call",
  "demo-signup": "demo signup",
  "report-download": "report download",
};

/** Fields that say nothing about the lead itself (ids, the call's progress) or get their own section. */
const NOT_LISTED = new Set(["id", "created_at", "assistant", "status", "provider_call_id", "failure_reason", "attribution", "web_call_id"]);

/** `company_name` and `averageJobValue` read as "Company name" and "Average job value". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: strings as they are, anything else (numbers, booleans: the record is JSON) as JSON. */
const asText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Nested values become `Label: value` lines with dotted labels (`Inputs, calls per week: 40`). */
function lines(value: unknown, label = ""): string[] {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => lines(item, `${label} ${index + 1}`));
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      lines(inner, label ? `${label}, ${fieldLabel(key).toLowerCase()}` : fieldLabel(key)),
    );
  }
  return [`${label}: ${asText(value)}`];
}

/** `utm_source=google, utm_medium=cpc, referrer_host=news.example.com, landing_path=/demo, date=2026-03-10` */
export function describeTouch(touch: AttributionTouch | undefined): string {
  if (!touch) return "";
  return TOUCH_FIELDS.filter((field) => touch[field])
    .map((field) => `${field}=${touch[field]}`)
    .join(", ");
}

function leadName(record: Record<string, unknown>): string {
  const text = (value: unknown) => (value === undefined || value === null ? "" : asText(value));
  const name = text(record.name ?? [record.first_name, record.last_name].map(text).filter(Boolean).join(" "));
  const company = text(record.company_name ?? record.company);
  return [name, company ? `(${company})` : ""].filter(Boolean).join(" ");
}

export interface SalesNotification {
  subject: string;
  text: string;
}

/** The web call a lead's form named, as far as the store knows it when the email is sent (app/web-calls). */
export interface LeadWebCall {
  id: string;
  record: WebCallRecord | null;
  progress: WebCallProgress | null;
  conversation: WebCallConversation | null;
}

const indented = (text: string) => text.split("\n").map((line) => `    ${line}`);

/** The "Web call" section: where and how long the visitor talked to the assistant, its summary and transcript. */
function webCallSection(call: LeadWebCall): string {
  const { record, progress, conversation } = call;
  const length = progress?.duration_seconds;
  const lines = [
    `  Call: ${call.id}`,
    ...(record ? [`  Page: ${record.page} (${record.language}), button ${record.source}, started ${record.started_at}`] : []),
    ...(length !== undefined ? [`  Length: ${Math.floor(length / 60)} min ${length % 60} s`] : []),
    ...(conversation?.summary ? ["  Summary:", ...indented(conversation.summary)] : []),
    ...(conversation?.transcript
      ? ["  Transcript:", ...indented(conversation.transcript)]
      : ["  Transcript: not received from Retell yet when this was sent (it comes with Retell's call webhook)."]),
  ];
  return ["Web call with the assistant before this lead", ...lines].join("\n");
}

/** The email's subject and text for a stored lead (with the web call its form named, when there was one). */
export function salesNotification(kind: LeadKind, record: LeadRecords[LeadKind], webCall: LeadWebCall | null = null): SalesNotification {
  const fields = record as unknown as Record<string, unknown>;
  const lead: string[] = [];
  const sections: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (NOT_LISTED.has(key)) continue;
    // Objects (e.g. calculator figures) get a section of their own.
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const inner = lines(value);
      if (inner.length) sections.push([fieldLabel(key), ...inner.map((line) => `  ${line}`)].join("\n"));
    } else lead.push(...lines(value, fieldLabel(key)));
  }
  const attribution = (fields.attribution ?? null) as LeadAttribution | null;
  const touches = attribution
    ? [`  First touch: ${describeTouch(attribution.first_touch)}`, `  Last touch: ${describeTouch(attribution.last_touch)}`]
    : ["  None (a direct visit, or the visitor's browser asked not to be tracked)"];
  const text = [
    `New ${KIND_LABELS[kind]} lead ${record.id}, received ${record.created_at}.`,
    ["Lead", ...lead.map((line) => `  ${line}`)].join("\n"),
    ["Attribution", ...touches].join("\n"),
    ...sections,
    ...(webCall ? [webCallSection(webCall)] : []),
    `Full record: npm run leads:export -- --kind ${kind}`,
  ].join("\n\n");
  return { subject: `New ${KIND_LABELS[kind]} lead: ${leadName(fields)}`.trim(), text: `${text}\n` };
}

/** Resend's idempotency key for a lead's notification: the same on every attempt. */
export const notificationKey = (kind: LeadKind, id: string) => `lead-notification/${kind}/${id}`;

/**
 * The mailing contact's custom properties: the lead's language and both touches, flat (`first_touch_utm_source`,
 * `last_touch_landing_path`, ...), only the values that are set. Keys are Resend's rule: letters, digits, underscores.
 */
export function contactProperties(record: LeadRecords[LeadKind]): Record<string, string> {
  const properties: Record<string, string> = { language: record.language ?? DEFAULT_LANGUAGE };
  for (const [name, touch] of [
    ["first_touch", record.attribution?.first_touch],
    ["last_touch", record.attribution?.last_touch],
  ] as const) {
    for (const field of TOUCH_FIELDS) {
      const value = touch?.[field];
      if (value) properties[`${name}_${field}`] = value;
    }
  }
  return properties;
}

/** Where sales notifications go: site settings' sales address (also the site's mailto links). */
export const SALES_INBOX_QUERY = defineQuery(`*[_type == "siteSettings" && language == $language][0]{ salesEmail }`);

/** The sales inbox: site settings in the lead's language, else the English ones (last good copy, never a live failure). */
export async function salesInboxFromContent(language: Language): Promise<string | null> {
  // Loaded on first use: `npm run leads:export` and the store never need the content machinery.
  const { loadFormCopy } = await import("./copy.server");
  const inbox = async (lang: Language) =>
    (await loadFormCopy(SALES_INBOX_QUERY, { language: lang }, (settings) => Boolean(settings?.salesEmail)))?.salesEmail ?? null;
  return (await inbox(language)) ?? (language === DEFAULT_LANGUAGE ? null : inbox(DEFAULT_LANGUAGE));
}
