import { describe, expect, it } from "vitest";
import { browserCanCall, clockText, microphoneProblem } from "./call-problems";

describe("microphoneProblem", () => {
  it.each([
    ["NotAllowedError", "microphoneDenied"],
    ["SecurityError", "microphoneDenied"],
    ["NotFoundError", "microphoneAbsent"],
    ["OverconstrainedError", "microphoneAbsent"],
    ["AbortError", "microphoneDenied"],
  ])("reads %s as %s", (name, problem) => expect(microphoneProblem(new DOMException("no", name))).toBe(problem));

  it("reads something that is not an error as refused", () => expect(microphoneProblem("nope")).toBe("microphoneDenied"));
});

describe("browserCanCall", () => {
  const navigator = { mediaDevices: { getUserMedia: () => undefined } } as unknown as Navigator;
  it("needs both the microphone API and WebRTC", () => {
    expect(browserCanCall({ navigator, RTCPeerConnection: class {} })).toBe(true);
    expect(browserCanCall({ navigator })).toBe(false);
    expect(browserCanCall({ navigator: {} as Navigator, RTCPeerConnection: class {} })).toBe(false);
    expect(browserCanCall({})).toBe(false);
  });
});

describe("clockText", () => {
  it.each([
    [180, "3:00"],
    [179.2, "3:00"],
    [65, "1:05"],
    [9, "0:09"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("shows %d s as %s", (seconds, text) => expect(clockText(seconds)).toBe(text));
});
