import type { ComponentType } from "react";
import { useInsideServerPart } from "~/components/ui/server-rendered";

/**
 * A component whose module the server loads up front, so it renders in the server's first pass (no fallback);
 * `load` fetches it in the browser. Once loaded it renders at once; before that, rendering it suspends (React 18:
 * the pending load is thrown) and React renders it again when the load settles. Code that fails to load twice
 * goes to the route's error boundary.
 */
export function lazyLoadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let failures = 0;
  let failure: unknown;
  const loadModule = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        failures += 1;
        failure = error;
        throw error;
      },
    ));
  if (import.meta.env.SSR) void loadModule();
  function LoadedOnServer(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failures >= 2) throw failure;
    throw loadModule();
  }
  return { Component: LoadedOnServer, load: loadModule };
}

/** Every server-preloaded part the browser has code for, by name, so it can load them before hydrating. */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * A component whose code a browser fetches only for a page that shows it. The server loads it up front and renders it
 * in its first pass (no fallback in the HTML); the browser loads it before hydrating (`loadServerRenderedParts`),
 * marked by an empty `<template>` beside it, so it hydrates with the page. No Suspense boundary of its own: React
 * hydrates such a boundary later, on its own, and one that router state reaches first (Remix patching its route
 * manifest after the first paint) is thrown away and rendered again in the browser, its deferred forms live. A
 * client-side navigation, a transition, keeps the previous page until a part's code arrives.
 */
export function serverPreloaded<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const { Component, load: loadModule } = lazyLoadedOnServer(load);
  parts.set(name, loadModule);
  return function ServerPreloaded(props: P) {
    // Inside a ServerPart the browser keeps the server's HTML and never hydrates it: no code to load, no marker.
    const kept = useInsideServerPart();
    return (
      <>
        {/* `hidden` keeps it out of sibling selectors such as space-y. */}
        {kept ? null : <template hidden data-preloaded-part={name} />}
        <Component {...props} />
      </>
    );
  };
}

/**
 * Loads the code of every part in the server's HTML, parts inside parts included, so that hydration finds each one
 * ready and keeps its HTML as it is.
 */
export async function loadServerRenderedParts(html: ParentNode = document) {
  const started = new Set<string>();
  for (;;) {
    const names = [...html.querySelectorAll<HTMLTemplateElement>("template[data-preloaded-part]")]
      .map((marker) => marker.dataset.preloadedPart ?? "")
      .filter((name) => parts.has(name) && !started.has(name));
    if (names.length === 0) return;
    for (const name of names) started.add(name);
    // A part whose code fails to load is tried once more when React renders it.
    await Promise.all(names.map((name) => parts.get(name)!().catch(() => undefined)));
  }
}
