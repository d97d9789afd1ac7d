import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * Sanity's overlays and their Studio connection: a separate chunk fetched only by preview pages, so visitors
 * never download it.
 */
const VisualEditing = lazy(() => import("./visual-editing"));

export type PreviewBannerCopy = { label: string; exitLabel: string; missingTranslation?: string } | null | undefined;

/** The banner every preview page shows: drafts are visible, with a way out (a plain form, so it works without JS). */
/** `translationMissing`: the page is shown in English for want of a version in its language (editors should add one). */
function PreviewBanner({ copy, translationMissing = false }: { copy: PreviewBannerCopy; translationMissing?: boolean }) {
  const location = useLocation();
  return (
    <div role="status" className="bg-ink text-white">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
        {/* The fallbacks are developer chrome for a dataset that predates siteSettings.previewBanner. */}
        <p className="font-semibold">
          {copy?.label ?? "Preview"}
          {translationMissing && copy?.missingTranslation && (
            <span className="ml-2 rounded bg-accent px-2 py-0.5 text-ink">{copy.missingTranslation}</span>
          )}
        </p>
        <form method="post" action="/api/preview">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="min-h-9 rounded-full bg-white px-4 font-semibold text-ink hover:bg-brand-soft">
            {copy?.exitLabel ?? "Exit preview"}
          </button>
        </form>
      </div>
    </div>
  );
}

/** Everything a preview page adds: the banner, then (in the browser only) Sanity's visual editing. */
export function PreviewMode({ copy, translationMissing }: { copy: PreviewBannerCopy; translationMissing?: boolean }) {
  // False on the server and while hydrating, so the HTML matches; true from then on.
  const inBrowser = useHydrated();
  return (
    <>
      <PreviewBanner copy={copy} translationMissing={translationMissing} />
      {inBrowser && (
        <Suspense fallback={null}>
          <VisualEditing />
        </Suspense>
      )}
    </>
  );
}
