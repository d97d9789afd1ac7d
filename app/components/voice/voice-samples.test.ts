import { describe, expect, it } from "vitest";
import { idleVoice, voiceReducer, type VoiceState } from "./voice-samples";

describe("voiceReducer", () => {
  it("starts loading the pressed card from idle", () => {
    expect(voiceReducer(idleVoice, { type: "press", assistantId: "a" })).toEqual({ status: "loading", assistantId: "a" });
  });

  it("plays once the audio started, only for the current card", () => {
    const loading: VoiceState = { status: "loading", assistantId: "a" };
    expect(voiceReducer(loading, { type: "started", assistantId: "a" })).toEqual({ status: "playing", assistantId: "a" });
    expect(voiceReducer(loading, { type: "started", assistantId: "b" })).toBe(loading);
  });

  it("stops when the playing card is pressed again", () => {
    expect(voiceReducer({ status: "playing", assistantId: "a" }, { type: "press", assistantId: "a" })).toBe(idleVoice);
    expect(voiceReducer({ status: "loading", assistantId: "a" }, { type: "press", assistantId: "a" })).toBe(idleVoice);
  });

  it("switches to another card", () => {
    expect(voiceReducer({ status: "playing", assistantId: "a" }, { type: "press", assistantId: "b" })).toEqual({
      status: "loading",
      assistantId: "b",
    });
  });

  it("resets on end of audio and on failure, ignoring stale events", () => {
    const playing: VoiceState = { status: "playing", assistantId: "b" };
    expect(voiceReducer(playing, { type: "ended", assistantId: "b" })).toBe(idleVoice);
    expect(voiceReducer(playing, { type: "failed", assistantId: "b" })).toBe(idleVoice);
    expect(voiceReducer(playing, { type: "ended", assistantId: "a" })).toBe(playing);
    expect(voiceReducer(playing, { type: "failed", assistantId: "a" })).toBe(playing);
  });
});
