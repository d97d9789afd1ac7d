import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import type { z } from "zod";
import { getMailing } from "~/services/mailing.server";
import { getTelephony } from "~/services/telephony.server";
import type { LeadMessages } from "./copy";
import { readForm } from "./form-body.server";
import { logLeadEvent } from "./lead-log.server";
import { StoreUnavailableError, type LeadStore } from "./create-lead-store.server";
import { getLeadStore } from "./lead-store.server";
import { runForward, type ForwardOutcome, type ForwardProviders } from "./outbox.server";
import { leadAttribution } from "./attribution.server";
import { pageExperiments } from "~/experiments/experiments.server";
import type { ForwardTarget, LeadFields, LeadKind, LeadRecords, NewLead } from "./records";
import { HONEYPOT_FIELD } from "./schemas";
import { languageFromPath, type Language } from "~/utils/language";

/** An answer to one visitor's form post is never stored by a browser or CDN. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

// The field people never see and bots fill; no timestamp field, so the forms work without JavaScript.
const honeypot = new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });

function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

/** The copy every form needs at least: the shared messages. */
export interface FormCopy {
  messages: LeadMessages;
}

export interface AcceptedPost<Copy, Input, K extends LeadKind> {
  request: Request;
  params: ActionFunctionArgs["params"];
  formData: FormData;
  copy: Copy;
  input: Input;
  record: LeadRecords[K];
  submission: { reply(options?: { resetForm?: boolean }): SubmissionResult<string[]> };
  /** What each forward did while the visitor waited (empty when the lead went to the spool). */
  forwards: ForwardOutcome[];
}

/** What is a form's own: its copy, schema, lead fields, forwards and answers. The pipeline does the rest. */
export interface LeadForm<Copy extends FormCopy, Schema extends z.ZodTypeAny, K extends LeadKind> {
  /** Names the form in rate-limit keys and log lines. */
  form: string;
  kind: K;
  /** The form's own forwards; every lead also gets the sales notification (`notify`). */
  forwards: ForwardTarget[];
  /** Last-known-good copy (never fails for a live CMS); null when the page does not exist (404). */
  loadCopy(params: ActionFunctionArgs["params"], language: Language): Promise<Copy | null>;
  schema(copy: Copy): Schema;
  /** A limit that depends on the parsed input (e.g. calls per phone number). */
  inputLimit?(store: LeadStore, input: z.output<Schema>): Promise<boolean>;
  /** The form's fields; the pipeline adds the language and the attribution. */
  toLead(input: z.output<Schema>, copy: Copy): LeadFields<K>;
  /** What a bot is answered: what a person would get, with nothing stored. */
  bot(formData: FormData, params: ActionFunctionArgs["params"], language: Language): unknown;
  /** A refusal before storing (rate limit, store down). */
  failed(formData: FormData, message: string, status: number): unknown;
  invalid(result: SubmissionResult<string[]>): unknown;
  /** The form's general failure: the lead could not be kept anywhere (503), or the post came from another site (403). */
  unavailableMessage(copy: Copy): string;
  /** The response for a stored lead, or a promise of it (the action returns it as it is). */
  accepted(post: AcceptedPost<Copy, z.output<Schema>, K>): unknown;
}

export interface PipelineDeps {
  store: LeadStore;
  providers: ForwardProviders;
}

/** Sales notifications sent after the answer: a slow mailing provider never delays the visitor. */
const inBackground = new Set<Promise<unknown>>();

/** Resolves once the notifications started so far have finished (shutdown waits for them; a dropped one stays queued in the outbox). */
export async function backgroundForwardsSettled(): Promise<void> {
  await Promise.allSettled([...inBackground]);
}

const defaultDeps = (): PipelineDeps => ({ store: getLeadStore(), providers: { telephony: getTelephony(), mailing: getMailing() } });

/**
 * One lead pipeline for every form: read the form (size-limited), honeypot, rate limit, parse, store first
 * (spooled while the store is down) with the page's language and the visitor's attribution cookie, run the
 * forwards (the form's own, then the sales notification) while the visitor waits (the outbox retries failures),
 * answer. A lead is never lost to a provider or CMS failure.
 */
export function createLeadAction<Copy extends FormCopy, Schema extends z.ZodTypeAny, K extends LeadKind>(
  config: LeadForm<Copy, Schema, K>,
  deps: () => PipelineDeps = defaultDeps,
) {
  // The form's schema with conform's coercion, built once per cached copy (its `messages` object comes from the same
  // content answer as the rest of the form's copy and lasts until the content changes). Built per post, schemas were
  // a quarter of the memory a signup allocated (heap sampling during the bench's 1,000 signups).
  const schemas = new WeakMap<LeadMessages, z.ZodTypeAny>();
  const schemaFor = (copy: Copy) => {
    let schema = schemas.get(copy.messages);
    if (!schema) schemas.set(copy.messages, (schema = coerceFormValue(config.schema(copy))));
    return schema;
  };

  return async function leadAction({ request, context, params }: ActionFunctionArgs) {
    const { store, providers } = deps();
    const requestId = context?.requestId;
    const log = (event: string, outcome: string, extra: { leadId?: string; reason?: string } = {}) =>
      logLeadEvent({ event, outcome, requestId, route: config.form, kind: config.kind, ...extra });

    const formData = await readForm(request);
    const pagePath = new URL(request.url).pathname;
    const language = languageFromPath(pagePath);
    const copy = await config.loadCopy(params, language);
    if (!copy) throw new Response(null, { status: 404 });

    if (isSpam(formData)) {
      log("lead.rejected", "honeypot");
      return config.bot(formData, params, language);
    }
    // The server counts posts per visitor and form (app/store/rate-limits.server.ts) and checks the Origin; answering is ours.
    if (context?.crossSiteRequest) {
      log("lead.rejected", "cross-site");
      return config.failed(formData, config.unavailableMessage(copy), 403);
    }
    if (context?.formRateLimited) {
      log("lead.rejected", "rate-limited");
      return config.failed(formData, copy.messages.rateLimited, 429);
    }
    const submission = parseWithZod(formData, { schema: schemaFor(copy), disableAutoCoercion: true });
    if (submission.status !== "success") {
      log("lead.rejected", "invalid");
      return config.invalid(submission.reply());
    }
    const input = submission.value as z.output<Schema>;
    if (config.inputLimit && !(await config.inputLimit(store, input))) {
      log("lead.rejected", "rate-limited");
      return config.failed(formData, copy.messages.rateLimited, 429);
    }

    // Every form's lead records the same context (the form posts to the page it is on), and every lead tells sales.
    const lead = {
      ...config.toLead(input, copy),
      language,
      page_path: pagePath,
      attribution: await leadAttribution(request),
      // The variants the form's page showed this visitor (none when its experiments cannot be read).
      variant: (await pageExperiments(request, context)).variant,
    } as NewLead<K>;
    const targets: ForwardTarget[] = [...config.forwards, "notify"];
    let accepted;
    try {
      accepted = await store.accept(config.kind, lead, targets);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log("lead.accepted", "failed", { reason: error.message });
      return config.failed(formData, config.unavailableMessage(copy), 503);
    }
    const { record, spooled } = accepted;
    log("lead.accepted", spooled ? "spooled" : "stored", { leadId: record.id });

    const run = (target: ForwardTarget) =>
      runForward(store, providers, { kind: config.kind, id: record.id, target }, { record, requestId }).catch(
        // The store failed after taking the lead: the forward stays queued for the background retry.
        (error: unknown): ForwardOutcome => ({ ref: { kind: config.kind, id: record.id, target }, status: "busy", reason: String(error) }),
      );
    // Spooled leads are forwarded once they reach the store (the outbox is in the store).
    if (!spooled) {
      const notify = run("notify");
      inBackground.add(notify);
      void notify.finally(() => inBackground.delete(notify));
    }
    const forwards = spooled ? [] : await Promise.all(config.forwards.map(run));
    return config.accepted({
      request,
      params,
      formData,
      copy,
      input,
      record,
      submission: submission,
      forwards,
    });
  };
}
