import type { SanityQueries } from "@sanity/client";
import type { DEMO_PAGE_QUERY, LEAD_FORMS_QUERY, REPORT_GATE_QUERY } from "~/sanity/queries";

/** The copy the lead forms need, typed from the Studio schema by TypeGen (the one contract). */
type Known<T> = Exclude<T, null | undefined>;
/** A query's result type, looked up by the query itself in TypeGen's map. */
type Result<Q extends keyof SanityQueries> = SanityQueries[Q];
type LeadForms = Known<Result<typeof LEAD_FORMS_QUERY>>;
export type LeadMessages = Known<LeadForms["messages"]>;
export type DemoCallCopy = Known<LeadForms["demoCall"]>;
/** What `<DemoCallForm copy=... />` takes: the `leadForms` document from LEAD_FORMS_QUERY. */
export interface LeadFormsCopy {
  demoCall: DemoCallCopy;
  messages: LeadMessages;
}
// Picked by their fields, should a query's filter let TypeGen see more than one document type.
export type DemoSignupCopy = Extract<Known<Known<Result<typeof DEMO_PAGE_QUERY>["page"]>["form"]>, { industryOptions: unknown }>;
export type ReportFormCopy = Extract<Known<Known<Result<typeof REPORT_GATE_QUERY>["report"]>["form"]>, { zipCodeLabel: unknown }>;
