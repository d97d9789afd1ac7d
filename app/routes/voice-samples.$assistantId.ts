import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchPublished } from "~/sanity/load-page.server";
import { VOICE_SAMPLE_QUERY } from "~/sanity/queries";
import { fallbackSample, voiceSynthesizer } from "~/services/voice.server";
import { logEvent } from "../../shared/log.ts";

const AUDIO_CACHE = "public, max-age=3600, s-maxage=86400";

function audioResponse(bytes: Uint8Array) {
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "audio/mpeg", "Content-Length": String(bytes.byteLength), "Cache-Control": AUDIO_CACHE },
  });
}

/**
 * An assistant's voice sample as MP3: its recorded file when the dataset has one, else ElevenLabs speech
 * for its voice (synthesized once, then cached) when a key is set, else the bundled sample.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const assistant = await fetchPublished(VOICE_SAMPLE_QUERY, { assistantId: params.assistantId ?? "" });
  if (!assistant) throw new Response(null, { status: 404 });

  if (assistant.sampleUrl) {
    // Same-origin files (the local dataset) are served by the media route; hosted files are proxied so
    // the page's connect-src can stay 'self'.
    if (assistant.sampleUrl.startsWith("/")) return redirect(assistant.sampleUrl, { headers: { "Cache-Control": AUDIO_CACHE } });
    const upstream = await fetch(assistant.sampleUrl, { signal: AbortSignal.timeout(10_000) });
    if (upstream.ok) return audioResponse(new Uint8Array(await upstream.arrayBuffer()));
    logEvent({ level: "error", event: "voice-sample.stored-file", assistant: assistant._id, status: upstream.status });
  }

  const synthesizer = voiceSynthesizer();
  if (synthesizer && assistant.voiceId && assistant.sampleText) {
    try {
      return audioResponse(await synthesizer.synthesize(assistant.voiceId, assistant.sampleText));
    } catch (error) {
      logEvent({
        level: "error",
        event: "voice-sample.synthesis",
        assistant: assistant._id,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new Response(null, { status: 502 });
    }
  }

  return audioResponse(await fallbackSample());
}
