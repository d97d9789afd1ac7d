import { useEffect, useRef, useState } from "react";
import type { WebCallPage } from "~/sanity/web-call";
import { useLanguage } from "~/components/layout/root-data";
import { clockText } from "./call-problems";
import { connectingState, startCall, type CallControls } from "./call-session";

const BARS = 10;

/**
 * The call panel (its own chunk, loaded on the first tap): who is talking (the voice bars move while the agent
 * speaks, still under reduced motion), the live transcript (a log screen readers follow, the call's captions), the
 * time left, mute and end. After the call or a failure it keeps what was said and offers the demo-call form and the
 * free trial. Its height never changes, so the form below it never moves.
 */
export default function CallPanel({
  copy,
  source,
  formHref,
  trialHref,
}: {
  copy: WebCallPage;
  source: string;
  formHref: string;
  trialHref: string;
}) {
  const { labels, messages, maxCallSeconds } = copy;
  const language = useLanguage();
  const [state, setState] = useState(() => connectingState(maxCallSeconds));
  const controls = useRef<CallControls | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const call = startCall({
      source,
      language,
      page: window.location.pathname,
      maxCallSeconds,
      messages,
      loadClient: () => import("./retell-sdk").then(({ RetellWebClient }) => RetellWebClient),
      onChange: setState,
    });
    controls.current = call;
    heading.current?.focus();
    // Leaving the page (or a new tap) ends the call: nothing stays open at the provider.
    return () => call.end();
  }, [source, language, maxCallSeconds, messages]);

  const over = state.phase === "ended" || state.phase === "failed";
  useEffect(() => {
    // The buttons the visitor used are gone: the focus goes back to the panel, which now says how the call ended.
    if (over) heading.current?.focus();
  }, [over]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [state.transcript]);

  // A failed call's heading says it all; the status line is then empty (it stays, as the live region it is).
  const status = {
    connecting: labels.connecting,
    live: state.muted ? labels.muted : state.agentTalking ? labels.agentTalking : labels.listening,
    ended: labels.ended,
    failed: "",
  }[state.phase];

  return (
    <section
      aria-labelledby="web-call-heading"
      data-testid="web-call-panel"
      data-phase={state.phase}
      className="card flex h-full flex-col gap-3 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="web-call-heading" ref={heading} tabIndex={-1} className="text-lg font-bold tracking-tight outline-none">
          {over ? (state.phase === "failed" ? labels.errorHeading : labels.afterCallHeading) : labels.panelLabel}
        </h3>
        <p role="status" className="text-sm font-semibold text-brand-strong">
          {state.phase === "live" ? `${labels.live} · ${status}` : status}
        </p>
      </div>
      <div className="flex h-8 items-center justify-between gap-3">
        <div aria-hidden="true" className={`voice-wave flex h-6 items-end gap-1 ${state.agentTalking ? "playing" : ""}`}>
          {Array.from({ length: BARS }, (_, index) => (
            <span key={index} />
          ))}
        </div>
        {over ? null : (
          <p className="text-sm tabular-nums text-ink-soft" data-testid="web-call-time-left">
            {labels.timeLeft.replace("{time}", clockText(state.secondsLeft))}
          </p>
        )}
      </div>
      <div
        ref={log}
        role="log"
        aria-label={labels.transcriptLabel}
        className="min-h-0 flex-1 space-y-1.5 overflow-y-auto rounded-xl bg-surface p-3 text-sm leading-relaxed"
        // A scrolling region keyboard users must be able to reach and scroll (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {state.message ? (
          <p role="alert" className="font-semibold text-ink">
            {state.message}
          </p>
        ) : null}
        {state.transcript.map((line, index) => (
          <p key={index}>
            <span className="font-semibold">{line.role === "agent" ? labels.agentName : labels.visitorName}: </span>
            {line.content}
          </p>
        ))}
        {over && !state.message ? <p className="text-ink-soft">{labels.afterCallText}</p> : null}
      </div>
      <div className="flex h-11 shrink-0 gap-3">
        {over ? (
          <>
            <a href={formHref} className="btn-primary flex-1 text-sm">
              {labels.phoneCallLabel}
            </a>
            <a href={trialHref} className="btn-secondary flex-1 text-sm">
              {labels.startTrialLabel}
            </a>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn-secondary flex-1 text-sm"
              disabled={state.phase !== "live"}
              onClick={() => controls.current?.mute(!state.muted)}
            >
              {state.muted ? labels.unmute : labels.mute}
            </button>
            <button type="button" className="btn-primary flex-1 text-sm" onClick={() => controls.current?.end()}>
              {labels.end}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
