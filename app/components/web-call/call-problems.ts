import type { WebCallMessageKey } from "~/sanity/web-call";

/** Why a web call cannot start or go on, as the message the visitor gets (webCallSettings.messages). */
export type CallProblem = WebCallMessageKey;

/** Whether this browser can make a web call at all: a microphone API and WebRTC. */
export function browserCanCall(scope: { navigator?: Navigator; RTCPeerConnection?: unknown }): boolean {
  return Boolean(scope.navigator?.mediaDevices?.getUserMedia && scope.RTCPeerConnection);
}

/**
 * What a refused microphone request means for the visitor (getUserMedia's DOMException names): refused by them or
 * the browser's settings, or no microphone at all. Anything else is read as refused: the way on is the same.
 */
export function microphoneProblem(error: unknown): CallProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "microphoneAbsent";
  return "microphoneDenied";
}

/** `m:ss`, as the call panel's timer shows the time left. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
