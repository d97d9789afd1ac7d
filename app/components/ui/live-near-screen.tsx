import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// React 18 warns about layout effects during server rendering; there is nothing to hand over there anyway.
const useHandoverEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The controls a visitor can focus or press, in document order: the same list in the server's HTML and the live part. */
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]";

/** The outermost server-kept elements (`ServerPart`) in a part: the inner ones live in the outer ones' HTML. */
const KEPT = "[data-server-kept]:not([data-server-kept] [data-server-kept])";

/**
 * The live part renders each server-kept element empty (its content never reaches the browser as data): the server's
 * HTML for it moves over from the replaced part, element by element in document order (the same tree renders both).
 */
function moveKeptHtml(from: HTMLElement, to: HTMLElement) {
  const targets = to.querySelectorAll(KEPT);
  from.querySelectorAll(KEPT).forEach((source, index) => {
    const target = targets[index];
    if (target && !target.hasChildNodes()) target.append(...source.childNodes);
  });
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control the visitor types into or picks from; hidden fields are the page's own. */
function visitorControl(element: unknown): element is FormControl {
  return (
    (element instanceof HTMLInputElement && element.type !== "hidden") ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * Gives the live form what the server's form shows at the swap. The live form rendered as a transition, so the
 * visitor may have typed after it read the server's form: the server's form, which took those keystrokes, is what
 * the visitor sees. Each value goes in through the element's own setter and an input event, as typing does, so
 * React's controlled inputs and the form library both take it (this also reveals fields that depend on it).
 */
export function carryOver(from: HTMLFormElement, to: HTMLFormElement) {
  for (const control of Array.from(from.elements)) {
    if (!visitorControl(control) || !control.name) continue;
    const live = to.elements.namedItem(control.name);
    if (!visitorControl(live) || live.value === control.value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), "value")?.set?.call(live, control.value);
    live.dispatchEvent(new Event(live instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

function controlIndex(container: HTMLElement, target: EventTarget | null) {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control ? [...container.querySelectorAll(CONTROLS)].indexOf(control) : -1;
}

/** What the visitor did to the server's HTML (controls by index, forms by index) while it was waiting to go live. */
interface Handover {
  /** The server's HTML being replaced, once the swap has started. */
  from: HTMLDivElement | null;
  focused: number;
  clicked: number;
  submitted: number;
  /** The visitor has typed or picked in the part: a link the live part writes from the input must wait for it. */
  typed: boolean;
  /** A press in progress holds the swap; `wanted` says the swap is due on its release. */
  pressing: boolean;
  wanted: boolean;
  /** The live part is rendering: removing the server's HTML will blur its control, which is not the visitor's doing. */
  swapping: boolean;
}

const noHandover = (): Handover => ({
  from: null,
  focused: -1,
  clicked: -1,
  submitted: -1,
  typed: false,
  pressing: false,
  wanted: false,
  swapping: false,
});

/**
 * Children the page hydrates only when they are needed: as they come within 400 px of the screen (`nearScreen`,
 * the default), or at the visitor's first focus, click or submit in them. Until then the browser keeps the server's
 * HTML as it is (React leaves an element with `dangerouslySetInnerHTML` alone while hydrating), and `load` (the
 * children's code, a `lazyLoadedOnServer` component's) is fetched only then. For parts whose code or hydration costs a
 * first visit more than their HTML: the lead forms and the calculator (their validation code, 0014) and the accordions
 * (Radix measures every panel as it mounts, 0067).
 *
 * The swap renders as a transition, so no tap or keystroke waits on it, and waits for a press in progress to end: a
 * mouse's click comes in the task of its release, and a browser sends no click to a press whose element was removed.
 * Before it paints, the live part takes over from the server's HTML: its server-kept elements' HTML, each form's values
 * (typed meanwhile, since the server's form kept taking them), the focus and caret (unless the visitor moved the focus
 * out), a click, and a submit. A submit whose code cannot load posts the server's form natively. A client-side
 * navigation renders the part live at once, showing `fallback` (when given) until its code arrives. Its elements are
 * new once live: a section (`content-visibility: auto`) goes around it, not inside, or it would be laid out at its
 * placeholder height for a frame (0070).
 */
export function LiveNearScreen({
  load,
  nearScreen = true,
  fallback,
  children,
}: {
  load?: () => Promise<unknown>;
  nearScreen?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // Decided once: the server renders the part, hydration keeps its HTML, a client render starts live.
  const [live, setLive] = useState(() => typeof document === "undefined" || hydrated);
  const container = useRef<HTMLDivElement>(null);
  const visitor = useRef(noHandover());

  useEffect(() => {
    const element = container.current;
    if (live || !element) return;
    const state = visitor.current;
    const goLive = () => {
      state.wanted = true;
      if (state.pressing || state.from) return;
      state.from = element;
      (load?.() ?? Promise.resolve()).then(
        () => {
          // A press that began while the code loaded holds the swap too: its release goes live.
          if (state.pressing) {
            state.from = null;
            return;
          }
          state.swapping = true;
          startTransition(() => setLive(true));
        },
        () => {
          // Without its code the server's HTML still works: a form the visitor sent posts natively, a held link opens.
          if (state.submitted >= 0) element.querySelectorAll("form")[state.submitted]?.submit();
          const held = element.querySelectorAll(CONTROLS)[state.clicked];
          if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
          // The next focus or click tries again.
          state.from = null;
        },
      );
    };
    const note = (what: "focused" | "clicked", target: EventTarget | null) => {
      state[what] = controlIndex(element, target);
      goLive();
    };
    const release = () => {
      state.pressing = false;
      if (state.wanted) goLive();
    };
    // The server's HTML has no React handlers: its events are the browser's own.
    const listeners: [string, (event: Event) => void][] = [
      ["focusin", (event) => note("focused", event.target)],
      [
        "focusout",
        (event) => {
          // Focus the visitor moved out of the part is not given back on the swap.
          const to = (event as FocusEvent).relatedTarget;
          if (!state.swapping && !(to instanceof Node && element.contains(to))) state.focused = -1;
        },
      ],
      // A plain button's click is given again, and a link's once the visitor has typed (its address may come from the
      // input: the calculator's Book a demo carries the figures, the server's link the defaults). Other links navigate
      // on their own; submits are the submit below.
      [
        "click",
        (event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (state.typed && target?.closest("a[href]")) event.preventDefault();
          else if (!target?.closest("button[type=button]")) return goLive();
          note("clicked", target);
        },
      ],
      ["input", () => (state.typed = true)],
      ["change", () => (state.typed = true)],
      [
        "submit",
        (event) => {
          event.preventDefault();
          // The click that sent it (a submit button, or Enter's implicit one) is this submit, not a second one.
          state.clicked = -1;
          state.submitted = [...element.querySelectorAll("form")].indexOf(event.target as HTMLFormElement);
          goLive();
        },
      ],
      [
        "pointerdown",
        () => {
          state.pressing = true;
          // The code starts loading as the finger lands; the swap waits for the release.
          void load?.().catch(() => {});
        },
      ],
      ["pointerup", release],
      ["pointercancel", release],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    const observer = nearScreen
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: "400px 0px" })
      : null;
    observer?.observe(element);
    // A visitor who reached the part before the page hydrated (a slow phone) has focused it already, and may have typed.
    state.typed ||= [...element.querySelectorAll("input, textarea")].some(
      (control) => (control as HTMLInputElement).value !== (control as HTMLInputElement).defaultValue,
    );
    if (element.contains(document.activeElement)) note("focused", document.activeElement);
    return () => {
      observer?.disconnect();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [live, load, nearScreen]);

  // Before paint: the server's HTML and what the visitor did to it go to the live part.
  useHandoverEffect(() => {
    const element = container.current;
    const { from, focused, clicked, submitted } = visitor.current;
    if (!live || !element || !from) return;
    visitor.current = noHandover();
    moveKeptHtml(from, element);
    const liveForms = element.querySelectorAll("form");
    from.querySelectorAll("form").forEach((form, index) => liveForms[index] && carryOver(form, liveForms[index]));
    const before = from.querySelectorAll<HTMLElement>(CONTROLS)[focused];
    const control = element.querySelectorAll<HTMLElement>(CONTROLS)[focused];
    // Removing the server's HTML blurred its control; focus the visitor moved elsewhere meanwhile stays there.
    if (control && (!document.activeElement || document.activeElement === document.body)) {
      control.focus();
      // The caret and selection too: a visitor who selected a value to type over it keeps doing so.
      if (control instanceof HTMLInputElement && before instanceof HTMLInputElement && before.selectionStart !== null) {
        control.setSelectionRange(before.selectionStart, before.selectionEnd, before.selectionDirection ?? undefined);
      }
    }
    const clickedControl = element.querySelectorAll<HTMLElement>(CONTROLS)[clicked];
    // A link's address is rendered from the values carried over above, which React renders once this commit is done.
    if (clickedControl instanceof HTMLAnchorElement) setTimeout(() => clickedControl.click());
    else clickedControl?.click();
    const form = liveForms[submitted];
    // Safari before 16 has no requestSubmit; a click on the submit button does the same there.
    if (form?.requestSubmit) form.requestSubmit();
    else form?.querySelector<HTMLButtonElement>("[type=submit]")?.click();
  }, [live]);

  if (!live) return <div key="static" ref={container} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <div key="live" ref={container}>
      {fallback === undefined ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
}
