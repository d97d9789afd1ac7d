import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedSynthesizer, elevenLabsSynthesizer, fallbackSample, type SpeechSynthesizer } from "./voice.server";

describe("elevenLabsSynthesizer", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("asks ElevenLabs for the text in the voice, as MP3 from the multilingual model, and returns the audio", async () => {
    const requests: { url: string; key: string | null; body: unknown }[] = [];
    server.use(
      http.post("https://api.elevenlabs.io/v1/text-to-speech/:voiceId", async ({ request }) => {
        requests.push({ url: request.url, key: request.headers.get("xi-api-key"), body: await request.json() });
        return new HttpResponse(new Uint8Array([0xff, 0xfb, 0x90]), { headers: { "content-type": "audio/mpeg" } });
      }),
    );
    const audio = await elevenLabsSynthesizer("el-test-key").synthesize("voice-a", "Thanks for calling Acme Plumbing.");
    expect([...audio]).toEqual([0xff, 0xfb, 0x90]);
    expect(requests).toEqual([
      {
        url: "https://api.elevenlabs.io/v1/text-to-speech/voice-a?output_format=mp3_44100_128",
        key: "el-test-key",
        body: { text: "Thanks for calling Acme Plumbing.", model_id: "eleven_multilingual_v2" },
      },
    ]);
  });
});

describe("cachedSynthesizer", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "voice-cache-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const fakeSynthesizer = () => {
    const synthesize = vi.fn(async (voiceId: string, text: string) => new TextEncoder().encode(`${voiceId}:${text}`));
    return { synthesize } satisfies SpeechSynthesizer;
  };

  it("synthesizes each voice and text once, then serves it from memory and disk", async () => {
    const inner = fakeSynthesizer();
    const cached = cachedSynthesizer(inner, dir);
    const first = await cached.synthesize("voice-a", "Hello");
    const again = await cached.synthesize("voice-a", "Hello");
    expect(new TextDecoder().decode(again)).toBe("voice-a:Hello");
    expect(again).toEqual(first);
    expect(inner.synthesize).toHaveBeenCalledTimes(1);
    expect(await readdir(dir)).toHaveLength(1);

    // A new process (fresh memory) reads the file instead of paying for synthesis again.
    const restarted = fakeSynthesizer();
    await cachedSynthesizer(restarted, dir).synthesize("voice-a", "Hello");
    expect(restarted.synthesize).not.toHaveBeenCalled();
  });

  it("keeps different voices and texts apart", async () => {
    const inner = fakeSynthesizer();
    const cached = cachedSynthesizer(inner, dir);
    await cached.synthesize("voice-a", "Hello");
    await cached.synthesize("voice-b", "Hello");
    await cached.synthesize("voice-a", "Bye");
    expect(inner.synthesize).toHaveBeenCalledTimes(3);
  });

  it("does not cache a failure", async () => {
    const synthesize = vi
      .fn<SpeechSynthesizer["synthesize"]>()
      .mockRejectedValueOnce(new Error("provider down"))
      .mockResolvedValueOnce(new Uint8Array([1, 2, 3]));
    const cached = cachedSynthesizer({ synthesize }, dir);
    await expect(cached.synthesize("voice-a", "Hello")).rejects.toThrow("provider down");
    expect(await cached.synthesize("voice-a", "Hello")).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("fallbackSample", () => {
  it("is the bundled MP3", async () => {
    const bytes = await fallbackSample();
    expect(bytes.byteLength).toBeGreaterThan(1000);
    // MP3 files start with an ID3 tag or a frame sync.
    expect(bytes[0] === 0x49 || bytes[0] === 0xff).toBe(true);
  });
});
