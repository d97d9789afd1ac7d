/**
 * The Studio's web-call content as the contract with the page names it (/work/prompts/webcall-contract.md), until
 * app/sanity/web-call.ts (the content helper's) takes its place.
 */
export type WebCallSource =
  | { kind: "assistant"; id: string }
  | { kind: "trade"; slug: string }
  | { kind: "live-demo" }
  | { kind: "landing"; slug: string; blockKey: string };

export interface WebCallMessages {
  crossSite: string;
  bot: string;
  tooManyFromAddress: string;
  dailyCapReached: string;
  providerError: string;
  microphoneDenied: string;
  microphoneAbsent: string;
  noWebRtc: string;
  connectionLost: string;
  tabHidden: string;
  callLengthReached: string;
}
