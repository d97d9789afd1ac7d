import { memo, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { lazyLoadedOnServer } from "~/components/ui/server-preloaded";

// React 18 warns about layout effects during server rendering; there is nothing to hand over there anyway.
const useHandoverEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Where the static form stands when its live version takes over: what was typed, focused, and a pending submit. */
interface Handover {
  form: HTMLFormElement | null;
  focused: string | null;
  submit: boolean;
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

// Safari before 16 has no requestSubmit; a click on the submit button does the same there.
function submitLive(form: HTMLFormElement) {
  if (form.requestSubmit) form.requestSubmit();
  else form.querySelector<HTMLButtonElement>("[type=submit]")?.click();
}

/**
 * Wraps a form whose JavaScript (validation: zod, conform, libphonenumber-js) should not load with the page.
 * The server renders the form; in the browser its HTML stays as it is (it already posts to the page's action)
 * until the visitor touches it (focus, typing, pointer), or, with `nearScreen`, until it comes within 400 px of
 * the screen. Then the form's module loads and the live form replaces the HTML, keeping what was typed and the
 * focus; the swap renders as a transition, so no tap or keystroke waits on it. A submit before that waits for the
 * module and then goes through the live form; if the module cannot load, the form posts natively. Client-side
 * navigations render the live form at once.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>, { nearScreen = false } = {}) {
  const { Component: LiveForm, load: loadModule } = lazyLoadedOnServer(load);

  return memo(function DeferredForm(props: P) {
    const hydrated = useHydrated();
    // Decided once: the server renders the form, hydration keeps the server HTML, a client render starts live.
    const [mode, setMode] = useState<"server" | "static" | "live">(() =>
      typeof document === "undefined" ? "server" : hydrated ? "live" : "static",
    );
    const staticContainer = useRef<HTMLDivElement>(null);
    const liveContainer = useRef<HTMLDivElement>(null);
    const handover = useRef<Handover>({ form: null, focused: null, submit: false });

    useEffect(() => {
      const element = staticContainer.current;
      const form = element?.querySelector("form");
      if (mode !== "static" || !element || !form) return;
      let cancelled = false;
      let swapping = false;
      handover.current.form = form;
      const goLive = () => {
        cleanup();
        loadModule().then(
          () => {
            if (cancelled) return;
            swapping = true;
            // A transition: React renders the live form in slices between the visitor's taps and keystrokes (the
            // server's form takes them meanwhile) instead of one long task that every input would wait behind.
            startTransition(() => setMode("live"));
          },
          () => {
            // Without its module the server's form still works: post it natively if the visitor already submitted.
            if (!cancelled && handover.current.submit) form.submit();
          },
        );
      };
      const focusOn = (target: EventTarget | null) => {
        if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) handover.current.focused = target.name;
        goLive();
      };
      const onFocus = (event: Event) => focusOn(event.target);
      // Focus the visitor moved out of the form is not given back on the swap (removing the form blurs it too).
      const onBlur = (event: FocusEvent) => {
        if (swapping || (event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) return;
        handover.current.focused = null;
      };
      const onSubmit = (event: Event) => {
        event.preventDefault();
        handover.current.submit = true;
        goLive();
      };
      const observer = nearScreen
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: "400px 0px" })
        : null;
      const cleanup = () => {
        observer?.disconnect();
        element.removeEventListener("pointerdown", goLive);
        element.removeEventListener("input", goLive);
      };
      observer?.observe(element);
      element.addEventListener("pointerdown", goLive);
      element.addEventListener("input", goLive);
      // Focus and submit stay watched until the swap: they carry state over to the live form.
      element.addEventListener("focusin", onFocus);
      element.addEventListener("focusout", onBlur);
      form.addEventListener("submit", onSubmit);
      // A visitor who tapped into the form before the page hydrated (a slow phone) has touched it too.
      if (element.contains(document.activeElement)) focusOn(document.activeElement);
      return () => {
        cancelled = true;
        cleanup();
        element.removeEventListener("focusin", onFocus);
        element.removeEventListener("focusout", onBlur);
        form.removeEventListener("submit", onSubmit);
      };
    }, [mode]);

    // Before paint: the server's form (now detached, values intact) hands over to the live one.
    useHandoverEffect(() => {
      const form = liveContainer.current?.querySelector("form");
      const { form: from, focused, submit } = handover.current;
      if (mode !== "live" || !form || !from) return;
      carryOver(from, form);
      const control = focused && form.elements.namedItem(focused);
      if (control instanceof HTMLElement) control.focus();
      // The caret and selection too: a visitor who selected a value to type over it keeps doing so.
      const before = focused && from.elements.namedItem(focused);
      if (control instanceof HTMLInputElement && before instanceof HTMLInputElement && before.selectionStart !== null) {
        control.setSelectionRange(before.selectionStart, before.selectionEnd, before.selectionDirection ?? undefined);
      }
      handover.current = { form: null, focused: null, submit: false };
      if (submit) submitLive(form);
    }, [mode]);

    if (mode === "static") {
      // React leaves the children of an element with dangerouslySetInnerHTML alone while hydrating.
      return <div key="static" ref={staticContainer} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
    }
    return (
      <div key={mode} ref={liveContainer}>
        <Suspense fallback={<div className="min-h-[28rem]" aria-hidden="true" />}>
          <LiveForm {...props} />
        </Suspense>
      </div>
    );
  });
}
