import type { RequestHandler } from "msw";

export declare const RETELL_CREATE_CALL_URL: string;
export declare const RETELL_LIST_CALLS_URL: string;
export declare const RETELL_GET_CALL_URL: string;
export declare const RETELL_CREATE_WEB_CALL_URL: string;
export declare const RETELL_STOP_CALL_URL: string;
export declare const FAILING_WEB_CALL_AGENT: string;
export declare const RESEND_CONTACTS_URL: string;
export declare const RESEND_EMAILS_URL: string;
export declare const REJECTED_PHONE_ENDING: string;
export declare const MAILING_FAILS_EMAIL: string;
export interface ProviderRequest {
  provider: "retell" | "resend";
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
  /** Emails only: the Idempotency-Key header, and whether the stand-in sent it (false for a key it had seen). */
  idempotencyKey?: string | null;
  sent?: boolean;
}
export declare function providerRequest(provider: ProviderRequest["provider"], request: Request, body: unknown): ProviderRequest;
export declare function providerHandlers(record?: (entry: ProviderRequest) => void): RequestHandler[];
