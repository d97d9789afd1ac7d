import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

export type FlashToast = { type: "success" | "error" | "info"; title: string; description?: string };

// sonner (about 10 KB gzip) loads with the first toast, never with the page.
const ToasterRegion = lazy(() => import("./toaster-region"));

type Deliver = (toast: FlashToast) => void;
const pending: FlashToast[] = [];
let deliver: Deliver | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast from anywhere in the browser; the first call loads the toast region. */
export function showToast(toast: FlashToast) {
  if (deliver) return deliver(toast);
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toast region once sonner is mounted: shows what was asked for while it loaded. */
export function connectToaster(next: Deliver | null) {
  deliver = next;
  if (next) for (const toast of pending.splice(0)) next(toast);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The one toast region of the site; also shows a toast the server flashed across a redirect. */
export function SiteToaster({ flash }: { flash: FlashToast | null }) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);

  return (
    <>
      {flash && (
        // Without JavaScript the flashed message still shows, as a static notice.
        <noscript>
          <div role="status" className="card fixed top-4 right-4 z-50 max-w-sm">
            <p className="font-semibold">{flash.title}</p>
            {flash.description && <p className="mt-1 text-sm text-ink-soft">{flash.description}</p>}
          </div>
        </noscript>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ToasterRegion />
        </Suspense>
      )}
    </>
  );
}
