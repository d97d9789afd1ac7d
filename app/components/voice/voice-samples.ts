import { useCallback, useEffect, useReducer, useRef } from "react";
import type { SiteSettings } from "~/components/layout/types";
import { showToast } from "~/components/layout/toast-queue";

/** Playback of the assistants' voice samples: at most one card is loading or playing at a time. */
export type VoiceState = { status: "idle" } | { status: "loading" | "playing"; assistantId: string };

export type VoiceEvent =
  | { type: "press"; assistantId: string }
  | { type: "started"; assistantId: string }
  | { type: "ended"; assistantId: string }
  | { type: "failed"; assistantId: string };

export const idleVoice: VoiceState = { status: "idle" };

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  const isCurrent = state.status !== "idle" && state.assistantId === event.assistantId;
  switch (event.type) {
    case "press":
      // Pressing the active card stops it; pressing another one switches to it.
      return isCurrent ? idleVoice : { status: "loading", assistantId: event.assistantId };
    case "started":
      return isCurrent ? { status: "playing", assistantId: event.assistantId } : state;
    case "ended":
    case "failed":
      // Events of a sample that was already stopped or replaced change nothing.
      return isCurrent ? idleVoice : state;
  }
}

/** The toasts a failed sample raises (siteSettings.voiceMessages). */
type VoiceMessages = Pick<SiteSettings["voiceMessages"], "errorTitle" | "generationError" | "playbackError">;

interface Playback {
  assistantId: string;
  controller: AbortController;
  audio?: HTMLAudioElement;
  objectUrl?: string;
}

function voiceSampleUrl(assistantId: string) {
  return `/voice-samples/${encodeURIComponent(assistantId)}`;
}

/**
 * Fetches the sample from /voice-samples/:id, then plays it. A failed fetch and a failed playback raise
 * different toasts (spec section 8); both reset the card to idle.
 */
export function useVoiceSamples(messages: VoiceMessages | null | undefined) {
  const [state, dispatch] = useReducer(voiceReducer, idleVoice);
  const current = useRef<Playback | null>(null);

  const release = useCallback(() => {
    const playback = current.current;
    current.current = null;
    if (!playback) return;
    playback.controller.abort();
    if (playback.audio) {
      playback.audio.pause();
      playback.audio.removeAttribute("src");
    }
    if (playback.objectUrl) URL.revokeObjectURL(playback.objectUrl);
  }, []);

  useEffect(() => release, [release]);

  const press = useCallback(
    async (assistantId: string) => {
      const wasActive = current.current?.assistantId === assistantId;
      release();
      dispatch({ type: "press", assistantId });
      if (wasActive) return;

      const playback: Playback = { assistantId, controller: new AbortController() };
      current.current = playback;
      const isCurrent = () => current.current === playback;
      const fail = (description: string | null | undefined) => {
        if (!isCurrent()) return;
        release();
        dispatch({ type: "failed", assistantId });
        showToast({ type: "error", title: messages?.errorTitle ?? "", description: description ?? undefined });
      };

      let blob: Blob;
      try {
        const response = await fetch(voiceSampleUrl(assistantId), { signal: playback.controller.signal });
        if (!response.ok) throw new Error(`voice sample answered ${response.status}`);
        blob = await response.blob();
        if (blob.size === 0) throw new Error("empty voice sample");
      } catch {
        fail(messages?.generationError);
        return;
      }
      if (!isCurrent()) return;

      playback.objectUrl = URL.createObjectURL(blob);
      const audio = new Audio(playback.objectUrl);
      playback.audio = audio;
      audio.addEventListener("ended", () => {
        if (!isCurrent()) return;
        release();
        dispatch({ type: "ended", assistantId });
      });
      audio.addEventListener("error", () => fail(messages?.playbackError));
      try {
        await audio.play();
        if (isCurrent()) dispatch({ type: "started", assistantId });
      } catch {
        fail(messages?.playbackError);
      }
    },
    [messages, release],
  );

  return { state, press };
}
