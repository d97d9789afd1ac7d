import { lazy, memo, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import type { LeadFormsCopy } from "~/leads/copy";

type FormModule = typeof import("~/components/forms/demo-call-form");
type FormProps = { copy: LeadFormsCopy };

let formModule: FormModule | undefined;
const loadFormModule = () =>
  import("~/components/forms/demo-call-form").then((module) => {
    formModule = module;
    return module;
  });
// The server renders the form in its first pass (no streamed fallback), so it loads the module up front.
if (import.meta.env.SSR) void loadFormModule();

const DemoCallForm = lazy(
  (): Promise<{ default: ComponentType<FormProps> }> =>
    formModule
      ? // An already-settled thenable lets React render without suspending.
        ({ then: (resolve: (value: { default: ComponentType<FormProps> }) => void) => resolve({ default: formModule!.DemoCallForm }) } as unknown as Promise<{ default: ComponentType<FormProps> }>)
      : loadFormModule().then((module) => ({ default: module.DemoCallForm })),
);

const noSubscription = () => () => undefined;
/** False on the server and while React hydrates the server HTML, true in later client renders. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** What the visitor already typed into the server-rendered form, to carry over into the live one. */
function typedValues(container: HTMLElement | null) {
  const form = container?.querySelector("form");
  if (!form) return [];
  return [...new FormData(form).entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
}

/**
 * The demo-call form, with its JavaScript (validation, phone parsing) loaded only when the form comes near
 * the screen or the visitor touches it. Until then the server-rendered form stays as plain HTML that
 * already works (it posts to the page's action), so the first visit stays light.
 */
export const DeferredDemoCallForm = memo(function DeferredDemoCallForm({ copy }: FormProps) {
  const hydrated = useHydrated();
  // Decided once: the server renders the form, hydration keeps the server HTML, a client render starts live.
  const [mode, setMode] = useState<"server" | "static" | "live">(() =>
    typeof document === "undefined" ? "server" : hydrated ? "live" : "static",
  );
  const staticContainer = useRef<HTMLDivElement>(null);
  const liveContainer = useRef<HTMLDivElement>(null);
  const carried = useRef<{ values: [string, string][]; focused: string | null }>({ values: [], focused: null });

  useEffect(() => {
    const element = staticContainer.current;
    if (mode !== "static" || !element) return;
    let cancelled = false;
    const goLive = () => {
      cleanup();
      void loadFormModule().then(() => {
        if (cancelled) return;
        const focused = document.activeElement instanceof HTMLInputElement && element.contains(document.activeElement);
        carried.current = { values: typedValues(element), focused: focused ? (document.activeElement as HTMLInputElement).name : null };
        setMode("live");
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {
      rootMargin: "400px 0px",
    });
    const cleanup = () => {
      observer.disconnect();
      element.removeEventListener("pointerdown", goLive);
      element.removeEventListener("focusin", goLive);
    };
    observer.observe(element);
    element.addEventListener("pointerdown", goLive);
    element.addEventListener("focusin", goLive);
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [mode]);

  useEffect(() => {
    const form = liveContainer.current?.querySelector("form");
    if (mode !== "live" || !form) return;
    for (const [name, value] of carried.current.values) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && !input.value) input.value = value;
    }
    const focused = carried.current.focused && form.elements.namedItem(carried.current.focused);
    if (focused instanceof HTMLInputElement) focused.focus();
  }, [mode]);

  if (mode === "static") {
    // React leaves the children of an element with dangerouslySetInnerHTML alone while hydrating.
    return <div key="static" ref={staticContainer} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <div key={mode} ref={liveContainer}>
      <Suspense fallback={<div className="min-h-[28rem]" aria-hidden="true" />}>
        <DemoCallForm copy={copy} />
      </Suspense>
    </div>
  );
});
