import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from "react";
import type { WebCallPage } from "~/sanity/web-call";

/**
 * Web calls on a page: the buttons that start one and the place its call panel shows. All of this is first-visit
 * code, kept small: the panel and `retell-client-js-sdk` load with a dynamic import when a visitor taps. The panel is
 * prefetched when a button is hovered, focused, or scrolled into view; the SDK, whose evaluation is one long task,
 * only on a mouse's hover or the focus, so it never lands on a phone visitor's scrolling, taps and keystrokes (on a
 * tap it evaluates while the call connects). Without web calls (no Retell key, switched off in the Studio) `copy`
 * is null and every button is the link it always was, to the demo-call form.
 */

const loadPanel = () => import("./call-panel");
// A panel whose code cannot load still says so and offers the demo-call form.
const CallPanel = lazy(() => loadPanel().catch(() => ({ default: PanelUnavailable })));
const loadSdk = () => import("./retell-sdk");

/** Fetches the panel's code ahead of a tap; a failure shows when the visitor taps (the panel's error path). */
function prefetchPanel() {
  loadPanel().catch(() => undefined);
}

/** The panel's and the SDK's code, for a visitor about to click (a mouse over the button, or the focus on it). */
function prefetch() {
  prefetchPanel();
  loadSdk().catch(() => undefined);
}

type Call = { source: string; id: number };

interface WebCallContext {
  copy: WebCallPage;
  call: Call | null;
  start(source: string): void;
}

const Context = createContext<WebCallContext | null>(null);

export function WebCalls({ copy, children }: { copy: WebCallPage | null; children: ReactNode }) {
  const [call, setCall] = useState<Call | null>(null);
  const start = useCallback((source: string) => setCall((current) => ({ source, id: (current?.id ?? 0) + 1 })), []);
  const value = useMemo(() => (copy ? { copy, call, start } : null), [copy, call, start]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Prefetch handlers, and a watch that prefetches once the visitor has scrolled the button into view. */
function usePrefetch(enabled: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    // Only after a scroll: a button visible on arrival must not add the SDK to a first visit's download.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        prefetchPanel();
      }
    });
    const watch = () => observer.observe(element);
    window.addEventListener("scroll", watch, { once: true, passive: true });
    return () => {
      window.removeEventListener("scroll", watch);
      observer.disconnect();
    };
  }, [enabled]);
  // A finger's pointerenter comes with its tap: the tap loads the SDK after the panel shows.
  return {
    ref,
    onPointerEnter: (event: PointerEvent) => (event.pointerType === "mouse" ? prefetch() : prefetchPanel()),
    onFocus: prefetch,
  };
}

/**
 * "Talk To Me" on an assistant card: a link to the demo-call form, which with web calls starts a call with that
 * assistant instead (the panel shows by the form, in #live-demo).
 */
export function TalkLink({ source, href, className, children }: { source: string; href: string; className: string; children: ReactNode }) {
  const context = useContext(Context);
  const { ref, ...prefetching } = usePrefetch(Boolean(context));
  if (!context) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a
      ref={(element) => void (ref.current = element)}
      href={href}
      className={className}
      data-web-call={source}
      {...prefetching}
      onClick={(event) => {
        event.preventDefault();
        context.start(source);
      }}
    >
      {children}
    </a>
  );
}

/** "Talk to it now": shown only with web calls (there is nothing to fall back to: the form is beside it). */
export function TalkButton({ source, label, className = "btn-primary" }: { source: string; label?: string; className?: string }) {
  const context = useContext(Context);
  const { ref, ...prefetching } = usePrefetch(Boolean(context));
  if (!context) return null;
  return (
    <button
      ref={(element) => void (ref.current = element)}
      type="button"
      className={className}
      data-web-call={source}
      {...prefetching}
      onClick={() => context.start(source)}
    >
      {label ?? context.copy.labels.talkNowLabel}
    </button>
  );
}

function PanelUnavailable({ copy, formHref }: { copy: WebCallPage; formHref: string }) {
  return (
    <section data-testid="web-call-panel" data-phase="failed" className="card flex h-full flex-col justify-center gap-4 p-5">
      <p role="alert" className="font-semibold">
        {copy.messages.providerError}
      </p>
      <a href={formHref} className="btn-primary">
        {copy.labels.phoneCallLabel}
      </a>
    </section>
  );
}

/**
 * Where the call panel shows once a visitor taps: beside the demo-call form (`formHref`), the way on after the call
 * or when it cannot happen. A new tap starts a new call (the old one ends as its panel goes).
 */
export function CallSlot({ formHref, trialHref }: { formHref: string; trialHref: string }) {
  const context = useContext(Context);
  if (!context?.call) return null;
  const { copy, call } = context;
  return (
    <div className="mb-6 h-[26rem] sm:h-80">
      <Suspense fallback={<div className="card h-full" aria-busy="true" />}>
        <CallPanel key={call.id} copy={copy} source={call.source} formHref={formHref} trialHref={trialHref} />
      </Suspense>
    </div>
  );
}
