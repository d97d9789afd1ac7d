import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PageContent } from "~/sanity/content";
import type { COMPARISON_PAGE_QUERY } from "~/sanity/queries";
import { useLocalize } from "~/components/layout/root-data";

type Comparison = PageContent<typeof COMPARISON_PAGE_QUERY>;

const loadDemoDialog = () => import("~/components/ui/demo-dialog");
const DemoDialog = lazy(loadDemoDialog);

/**
 * 'Switch to TradeVoice Today'. 'Try for Free' is a link to the home demo form until the page is
 * hydrated; then it opens the demo-call dialog, whose code loads as the button nears the screen (or on its first
 * hover, focus or press), so the dialog opens on the tap rather than a network round trip later.
 */
export function ClosingBanner({
  banner,
  dialog,
  salesEmail,
  closeLabel,
  form,
}: {
  banner: Comparison["banner"] | null;
  dialog: Comparison["dialog"] | null;
  salesEmail: string;
  closeLabel: string;
  form: ReactNode;
}) {
  const localize = useLocalize();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadDemoDialog();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [hydrated]);

  const triggerClass = "btn-accent px-7";
  return (
    <section aria-labelledby="switch-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center text-white sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 size-[36rem] -translate-x-1/2 bg-radial-[closest-side] from-brand/40 from-50% to-transparent"
          />
          <h2 id="switch-heading" className="heading-2">
            {banner?.heading}
          </h2>
          <p className="lead mx-auto mt-4 max-w-2xl text-slate-300">{banner?.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {hydrated ? (
              <button
                ref={triggerRef}
                type="button"
                className={triggerClass}
                aria-haspopup="dialog"
                onPointerEnter={() => void loadDemoDialog()}
                onFocus={() => void loadDemoDialog()}
                onClick={() => {
                  setRequested(true);
                  setOpen(true);
                }}
              >
                {banner?.primaryCtaLabel}
              </button>
            ) : (
              <a href={localize("/#live-demo")} className={triggerClass}>
                {banner?.primaryCtaLabel}
              </a>
            )}
            {salesEmail ? (
              <a href={`mailto:${salesEmail}`} className="btn border border-white/25 px-7 text-white hover:bg-white/10">
                {banner?.secondaryCtaLabel}
              </a>
            ) : null}
          </div>
        </div>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <DemoDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
            title={dialog?.title}
            description={dialog?.description}
            closeLabel={closeLabel}
          >
            {form}
          </DemoDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
