import { lazy, Suspense, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A lazy component whose module the server loads up front, so it renders in the server's first pass (no streamed
 * fallback); `load` fetches it in the browser. Once loaded, the lazy component renders without suspending.
 */
export function lazyLoadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadModule = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  if (import.meta.env.SSR) void loadModule();
  const Component = lazy((): Promise<Loaded<P>> =>
    loaded
      ? // An already-settled thenable lets React render without suspending (no fallback, no layout shift).
        ({ then: (resolve: (value: Loaded<P>) => void) => resolve({ default: loaded! }) } as unknown as Promise<Loaded<P>>)
      : loadModule().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>; // lazy() types its props for refs, which these components do not take.
  return { Component, load: loadModule };
}

/**
 * A component whose code a browser fetches only for a page that shows it. The server loads it up front and renders it
 * in its first pass (no fallback in the HTML); in the browser, a server-rendered instance waits for its code inside a
 * Suspense boundary while React keeps the server's HTML as it is, then hydrates (no layout shift).
 */
export function serverPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Component } = lazyLoadedOnServer(load);
  return function ServerPreloaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
