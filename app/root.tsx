import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { SiteFooter } from "~/components/layout/footer";
import { SiteHeader } from "~/components/layout/header";
import { useSmoothSectionAnchors } from "~/components/layout/section-link";
import { loadRoot } from "~/components/layout/root-loader.server";
import { LanguageSuggestion } from "~/components/layout/language-suggestion";
import { PageData } from "~/components/layout/page-data";
import { SiteToaster } from "~/components/layout/toaster";
import { serverPreloaded } from "~/components/ui/server-preloaded";
import { VISIT_BEACON_SCRIPT } from "~/insights/visit-beacon";
import type { FocusedLayout } from "~/sanity/landing-page.server";
import styles from "~/styles/app.css?url";
import { DEFAULT_LANGUAGE } from "~/utils/language";
import { useNonce } from "~/utils/nonce";

export { routeHeaders as headers } from "~/utils/http.server";

const JS_CLASS_SCRIPT = 'document.documentElement.classList.add("js")';

// What only some pages show: its code reaches only the browsers of those pages.
const PreviewMode = serverPreloaded("preview-mode", () => import("~/components/preview/preview-mode").then((module) => module.PreviewMode));
const FocusedHeader = serverPreloaded("focused-header", () =>
  import("~/components/layout/focused-layout").then((module) => module.FocusedHeader),
);
const FocusedFooter = serverPreloaded("focused-footer", () =>
  import("~/components/layout/focused-layout").then((module) => module.FocusedFooter),
);
const NotFound = serverPreloaded("not-found", () => import("~/components/layout/not-found").then((module) => module.NotFound));
const ErrorPage = serverPreloaded("error-page", () => import("~/components/layout/error-page").then((module) => module.ErrorPage));

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader(args: LoaderFunctionArgs) {
  return loadRoot(args);
}

/** Titles for the error states; pages set their own meta with pageMeta(). */
export const meta: MetaFunction<typeof loader> = ({ data: root, error }) => {
  if (!error) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? root?.settings.notFound.title : undefined;
  return [{ title: title ?? root?.settings.productName ?? "" }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  useSmoothSectionAnchors();
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const translationMissing = matches.some((match) => (match.data as { translationMissing?: boolean } | undefined)?.translationMissing);
  // A landing page for paid traffic: logo and its call to action only (its loader data says so).
  const focused = matches.map((match) => (match.data as { focusedLayout?: FocusedLayout | null } | undefined)?.focusedLayout).find(Boolean);
  // The experiment variants the page shows (app/experiments): the visit beacon reports them with the view.
  const variant = matches.map((match) => (match.data as { experimentVariant?: string } | undefined)?.experimentVariant).find(Boolean);
  return (
    // The script below adds a class to <html> before React hydrates it.
    <html lang={root?.language ?? DEFAULT_LANGUAGE} data-variant={variant || undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint: JavaScript runs, so what it reveals later (`js-hidden`) starts hidden, without a layout shift. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        <Meta />
        {/* The first paint waits until <main> starts, so a slow stream never paints a half-built header that then moves. Chromium only. Later paints may show part of <main>; waiting for all of it (the footer) made LCP 11-58% later (docs/decisions/0036-paint-critical-css.md). */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
        <Links />
        {/* Controls that need JavaScript hide when it is off; their <noscript> stand-ins show instead. */}
        <noscript dangerouslySetInnerHTML={{ __html: "<style>.js-only{display:none!important}</style>" }} />
      </head>
      <body className="flex min-h-screen flex-col">
        {root?.preview && <PreviewMode copy={root.settings.previewBanner} translationMissing={translationMissing} />}
        {root &&
          (focused ? (
            <FocusedHeader productName={root.settings.productName} cta={focused.cta} />
          ) : (
            <SiteHeader settings={root.settings} navigation={root.navigation} />
          ))}
        <main id="main" className="flex-1">
          {children}
        </main>
        {root &&
          (focused ? (
            <FocusedFooter settings={root.settings} footer={root.footer} />
          ) : (
            <SiteFooter settings={root.settings} footer={root.footer} />
          ))}
        {root && <SiteToaster flash={root.toast} />}
        {root && <LanguageSuggestion />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <PageData nonce={nonce} />
        {/* Counts the view once the page has loaded: in the HTML, so pages served from a CDN's cache count too. */}
        {/* Only the server writes it: hydration leaves a script's text as it is, so the browser's bundle need not carry it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? VISIT_BEACON_SCRIPT : "" }}
        />
        {/* Last in <body>, so no paint waits for it: the styles the first screen uses are inline in <head> (critical-css.server.ts); this
            brings the rest (sections further down, states, what scripts render later), and a later page gets it from the cache. Scripts wait for it. */}
        <link rel="stylesheet" href={styles} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404 && root) return <NotFound content={root.settings.notFound} />;
  return <ErrorPage homeLabel={root?.settings.notFound.linkLabel} />;
}
