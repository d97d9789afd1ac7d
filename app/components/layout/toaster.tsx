import { lazy, Suspense, useEffect, useState } from "react";

export type FlashToast = { type: "success" | "error" | "info"; title: string; description?: string };

// sonner loads after hydration so it never weighs on the first render.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The one toast region of the site; also shows a toast the server flashed across a redirect. */
export function SiteToaster({ flash }: { flash: FlashToast | null }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!flash) return;
    void import("sonner").then(({ toast }) => {
      const show = flash.type === "success" ? toast.success : flash.type === "error" ? toast.error : toast.info;
      show(flash.title, { description: flash.description });
    });
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
          <Toaster position="top-right" richColors closeButton visibleToasts={3} />
        </Suspense>
      )}
    </>
  );
}
