import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { showToast, subscribeToToasts, toastWanted, type FlashToast } from "./toast-queue";

// sonner (about 10 KB gzip) loads with the first toast, never with the page.
const ToasterRegion = lazy(() => import("./toaster-region"));

/** The one toast region of the site; also shows a toast the server flashed across a redirect. */
export function SiteToaster({ flash }: { flash: FlashToast | null }) {
  const mounted = useSyncExternalStore(subscribeToToasts, toastWanted, () => false);

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
