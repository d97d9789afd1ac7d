import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SignupScheduling, useSignupBooking } from "~/components/forms/demo-scheduling";
import { DeferredDemoSignupForm } from "~/components/forms/deferred-forms";
import { Logo } from "~/components/layout/logo";
import { ContentImage } from "~/components/ui/content-image";
import type { RootLoader } from "~/components/layout/root-loader.server";
import { loadPage } from "~/sanity/load-page.server";
import { DEMO_PAGE_QUERY } from "~/sanity/queries";
import { routeMeta } from "~/components/layout/page-meta";
import { useRootData, useLocalize } from "~/components/layout/root-data";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoSignupAction as action } from "~/leads/demo-signup.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request, DEMO_PAGE_QUERY);

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches, location }) =>
  routeMeta({ matches, location, seo: data?.page.seo, fallbackTitle: data?.page.heading });

export default function DemoPage() {
  const localize = useLocalize();
  const { page, messages } = useLoaderData<typeof loader>();
  const { settings } = useRootData();
  const booking = useSignupBooking(page.form);

  return (
    <div className="container-page grid gap-12 py-10 lg:grid-cols-2 lg:py-16">
      <div className="mx-auto w-full max-w-xl">
        <Logo productName={settings.productName} />
        {booking ? (
          <div className="mt-8">
            <SignupScheduling booking={booking} scheduling={page.scheduling} />
          </div>
        ) : (
          <>
            <h1 className="heading-2 mt-8">{page.heading}</h1>
            <p className="lead mt-3">{page.subheading}</p>
            <div className="mt-8">
              <DeferredDemoSignupForm copy={page.form} messages={messages} />
            </div>
            <p className="mt-6 text-sm text-muted">
              {page.legalNote}{" "}
              <Link to={localize("/terms-of-service")} className="font-medium text-brand underline">
                {page.termsLabel}
              </Link>
              {" · "}
              <Link to={localize("/privacy-policy")} className="font-medium text-brand underline">
                {page.privacyLabel}
              </Link>
            </p>
          </>
        )}
      </div>
      {page.image?.asset && (
        <div className="hidden items-center lg:flex">
          <ContentImage image={page.image} width={720} sizes="50vw" className="w-full rounded-[var(--radius-card)]" />
        </div>
      )}
    </div>
  );
}
