import { memo, type ComponentType } from "react";
import { LiveNearScreen } from "~/components/ui/live-near-screen";
import { lazyLoadedOnServer } from "~/components/ui/server-preloaded";

/**
 * Wraps a form whose JavaScript (validation: zod, conform, libphonenumber-js) should not load with the page. The
 * server renders the form; in the browser its HTML stands (it already posts to the page's action) until the visitor
 * focuses, clicks or submits it, or, with `nearScreen`, until it comes within 400 px of the screen. Then the form's
 * module loads and the live form takes over (`LiveNearScreen`: what was typed, the focus and a submit carry over).
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>, { nearScreen = false } = {}) {
  const { Component: LiveForm, load: loadModule } = lazyLoadedOnServer(load);
  return memo(function DeferredForm(props: P) {
    return (
      <LiveNearScreen load={loadModule} nearScreen={nearScreen} fallback={<div className="min-h-[28rem]" aria-hidden="true" />}>
        <LiveForm {...props} />
      </LiveNearScreen>
    );
  });
}
