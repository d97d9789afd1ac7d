import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { env } from "~/utils/env.server";

/** Turns text into MP3 audio in a given voice. */
export interface SpeechSynthesizer {
  synthesize(voiceId: string, text: string): Promise<Uint8Array>;
}

const TTS_MODEL = "eleven_multilingual_v2";
const TTS_FORMAT = "mp3_44100_128";
/** ElevenLabs waits 240 s and retries twice by default; a visitor pressing play will not wait that long. */
const TTS_TIMEOUT_SECONDS = 20;
const TTS_MAX_RETRIES = 1;

async function readStream(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * ElevenLabs text-to-speech; the client is created on first use (its constructor throws without a key), and its SDK is
 * loaded then: importing it took 1.6 of a server start's 3.3 CPU-s, paid by every start whether a sample plays or not.
 */
export function elevenLabsSynthesizer(apiKey: string, options: { maxRetries?: number; baseUrl?: string } = {}): SpeechSynthesizer {
  let client: ElevenLabsClient | undefined;
  return {
    async synthesize(voiceId, text) {
      const { ElevenLabsClient } = await import("@elevenlabs/elevenlabs-js");
      client ??= new ElevenLabsClient({
        apiKey,
        timeoutInSeconds: TTS_TIMEOUT_SECONDS,
        maxRetries: options.maxRetries ?? TTS_MAX_RETRIES,
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      });
      const stream = await client.textToSpeech.convert(voiceId, { text, modelId: TTS_MODEL, outputFormat: TTS_FORMAT });
      return readStream(stream);
    },
  };
}

/**
 * Keeps each synthesized voice + text once: in memory for this process and as a file under
 * VOICE_CACHE_DIR, so a restart or a second visitor never pays for the same sample again.
 */
export function cachedSynthesizer(inner: SpeechSynthesizer, dir: string, maxInMemory = 20): SpeechSynthesizer {
  const memory = new Map<string, Promise<Uint8Array>>();
  return {
    synthesize(voiceId, text) {
      const key = createHash("sha256").update(`${TTS_MODEL}\n${voiceId}\n${text}`).digest("hex");
      const hit = memory.get(key);
      if (hit) return hit;
      const file = path.join(dir, `${key}.mp3`);
      const audio = readFile(file)
        .then((bytes) => new Uint8Array(bytes))
        .catch(async () => {
          const bytes = await inner.synthesize(voiceId, text);
          await mkdir(dir, { recursive: true });
          // Write then rename, so a concurrent reader never sees half a file.
          const partial = `${file}.${process.pid}.tmp`;
          await writeFile(partial, bytes);
          await rename(partial, file);
          return bytes;
        });
      if (memory.size >= maxInMemory) memory.delete(memory.keys().next().value!);
      memory.set(key, audio);
      // A failure is not cached: the next press tries again.
      audio.catch(() => memory.delete(key));
      return audio;
    },
  };
}

let synthesizer: SpeechSynthesizer | null | undefined;

/** The configured synthesizer, or null when ELEVENLABS_API_KEY is not set. */
export function voiceSynthesizer(): SpeechSynthesizer | null {
  if (synthesizer === undefined) {
    synthesizer = env.ELEVENLABS_API_KEY
      ? cachedSynthesizer(elevenLabsSynthesizer(env.ELEVENLABS_API_KEY), path.resolve(env.VOICE_CACHE_DIR))
      : null;
  }
  return synthesizer;
}

/** The bundled sample played when nothing better is available. */
export const FALLBACK_SAMPLE_FILE = "studio/seed/audio/fallback-sample.mp3";

let fallback: Promise<Uint8Array> | undefined;
export function fallbackSample(): Promise<Uint8Array> {
  fallback ??= readFile(path.resolve(FALLBACK_SAMPLE_FILE)).then((bytes) => new Uint8Array(bytes));
  fallback.catch(() => {
    fallback = undefined;
  });
  return fallback;
}
