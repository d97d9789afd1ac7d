import type { RetellWebClient } from "retell-client-js-sdk";
import type { Language } from "~/utils/language";
import type { WebCallMessages } from "~/sanity/web-call";
import { browserCanCall, microphoneProblem, type CallProblem } from "./call-problems";
import { rememberWebCallId } from "./web-call-id";

/** What the call panel uses of `retell-client-js-sdk`'s RetellWebClient (the browser tests' double offers the same). */
type WebCallClient = Pick<RetellWebClient, "on" | "startCall" | "stopCall" | "mute" | "unmute">;

export type TranscriptLine = { role: "agent" | "user"; content: string };

/** Why a call ended, as the page reports it to POST /api/web-call/end. */
export type EndReason = "visitor" | "agent" | "length-reached" | "tab-hidden" | "error";

export interface CallState {
  phase: "connecting" | "live" | "ended" | "failed";
  /** The visitor-language message of a refusal or failure (the server's, or webCallSettings.messages). */
  message: string | null;
  problem: CallProblem | null;
  transcript: TranscriptLine[];
  agentTalking: boolean;
  muted: boolean;
  secondsLeft: number;
}

/** A call before the microphone, the token and the SDK have answered: the panel shows this on the tap. */
export const connectingState = (maxCallSeconds: number): CallState => ({
  phase: "connecting",
  message: null,
  problem: null,
  transcript: [],
  agentTalking: false,
  muted: false,
  secondsLeft: maxCallSeconds,
});

export interface CallOptions {
  source: string;
  language: Language;
  page: string;
  maxCallSeconds: number;
  messages: WebCallMessages;
  /** The SDK's RetellWebClient, imported when the visitor taps (its own chunk, `retell-sdk`). */
  loadClient: () => Promise<new () => WebCallClient>;
  onChange: (state: CallState) => void;
}

export interface CallControls {
  mute(muted: boolean): void;
  end(): void;
}

type StartAnswer = { accessToken?: string; callId?: string; maxCallSeconds?: number; message?: string };

/** Tells the server how the call ended, so it makes sure the call is over at the provider (kept alive if the page goes). */
function reportEnd(callId: string, reason: EndReason) {
  void fetch("/api/web-call/end", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ callId, reason }),
    keepalive: true,
  }).catch(() => undefined);
}

async function askServer(options: CallOptions): Promise<StartAnswer & { ok: boolean }> {
  try {
    const response = await fetch("/api/web-call", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ source: options.source, language: options.language, page: options.page }),
    });
    const answer = (await response.json().catch(() => ({}))) as StartAnswer;
    return { ...answer, ok: response.ok && Boolean(answer.accessToken && answer.callId) };
  } catch {
    return { ok: false };
  }
}

/**
 * One web call: microphone first (no token is minted for a visitor who cannot talk), then a token from
 * POST /api/web-call, then the SDK joins the call. Every way it stops (the visitor, the agent, the longest length,
 * the tab hidden, an error) stops the SDK's call and reports it to the server; a failure shows its message.
 */
export function startCall(options: CallOptions): CallControls {
  const { messages } = options;
  const state = connectingState(options.maxCallSeconds);
  const set = (patch: Partial<CallState>) => {
    Object.assign(state, patch);
    options.onChange({ ...state });
  };
  // The download starts with the tap, alongside the microphone prompt and the token.
  const client = options.loadClient();
  client.catch(() => undefined);
  let live: WebCallClient | undefined;
  let callId: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let finished = false;

  const onVisibility = () => {
    if (document.visibilityState === "hidden") finish("tabHidden", "tab-hidden");
  };
  function finish(problem: CallProblem | null, reason: EndReason, message?: string) {
    if (finished) return;
    finished = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibility);
    try {
      live?.stopCall();
    } catch {
      // Already stopped: nothing is left open.
    }
    if (callId) reportEnd(callId, reason);
    set({
      phase: problem || message ? "failed" : "ended",
      problem,
      message: message ?? (problem ? messages[problem] : null),
      agentTalking: false,
    });
  }

  async function run() {
    if (!browserCanCall(window)) return finish("noWebRtc", "error");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of stream.getTracks()) track.stop();
    } catch (error) {
      return finish(microphoneProblem(error), "error");
    }
    if (finished) return;
    const answer = await askServer(options);
    if (!answer.ok) return finish(answer.message ? null : "providerError", "error", answer.message);
    callId = answer.callId;
    rememberWebCallId(callId!);
    if (finished) return reportEnd(callId!, "visitor");
    try {
      live = new (await client)();
    } catch {
      return finish("providerError", "error");
    }
    const maxSeconds = answer.maxCallSeconds ?? options.maxCallSeconds;
    live.on("call_started", () => {
      const startedAt = Date.now();
      set({ phase: "live", secondsLeft: maxSeconds });
      timer = setInterval(() => {
        const left = maxSeconds - (Date.now() - startedAt) / 1000;
        if (left <= 0) finish("callLengthReached", "length-reached");
        else set({ secondsLeft: left });
      }, 1000);
    });
    live.on("update", (update: { transcript?: TranscriptLine[] }) => {
      if (!finished && update.transcript) set({ transcript: update.transcript.map(({ role, content }) => ({ role, content })) });
    });
    live.on("agent_start_talking", () => !finished && set({ agentTalking: true }));
    live.on("agent_stop_talking", () => !finished && set({ agentTalking: false }));
    live.on("call_ended", () => finish(state.phase === "live" ? null : "connectionLost", state.phase === "live" ? "agent" : "error"));
    live.on("error", () => finish(state.phase === "live" ? "connectionLost" : "providerError", "error"));
    document.addEventListener("visibilitychange", onVisibility);
    performance.mark("web-call:start-call");
    try {
      await live.startCall({ accessToken: answer.accessToken! });
    } catch {
      finish(state.phase === "live" ? "connectionLost" : "providerError", "error");
    }
  }
  void run();

  return {
    mute(muted) {
      if (!live || state.phase !== "live") return;
      if (muted) live.mute();
      else live.unmute();
      set({ muted });
    },
    end: () => finish(null, "visitor"),
  };
}
