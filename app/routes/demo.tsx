import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { DemoScheduling } from "~/components/forms/demo-scheduling";
import { DeferredDemoSignupForm } from "~/components/forms/deferred-forms";
import { showToast } from "~/components/layout/toaster";
import { Logo } from "~/components/layout/logo";
import { landingPageMeta } from "~/components/sections/route-meta";
import { ContentImage } from "~/components/ui/content-image";
import { demoSignupCopySchema, leadMessagesSchema } from "~/leads/copy";
import type { DemoSignupActionData } from "~/leads/demo-signup.server";
import type { ImageSource } from "~/sanity/image";
import { loadQuery } from "~/sanity/client.server";
import { isPreview } from "~/sanity/preview.server";
import { DEMO_PAGE_QUERY } from "~/sanity/queries";
import type { SeoContent } from "~/utils/meta";
import { cacheHeaders } from "~/utils/http.server";

export { routeHeaders as headers } from "~/utils/http.server";
export { demoSignupAction as action } from "~/leads/demo-signup.server";

const text = z.string().min(1);
const demoPageSchema = z.object({
  page: z
    .object({
      heading: text,
      subheading: text,
      termsLabel: text,
      privacyLabel: text,
      legalNote: text,
      form: demoSignupCopySchema,
      scheduling: z.object({ heading: text, body: text }),
    })
    .passthrough(),
  messages: leadMessagesSchema,
  settings: z.object({
    productName: text,
    salesEmail: text,
    calendarLink: z.string().nullish(),
    bookingMinutes: z.number().nullish(),
    booking: z.object({ unavailableMessage: text }).passthrough(),
  }),
});

type DemoPageContent = z.infer<typeof demoPageSchema> & {
  page: { seo?: SeoContent; image?: (ImageSource & { alt?: string | null }) | null };
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [raw, preview] = await Promise.all([loadQuery<unknown>(request, DEMO_PAGE_QUERY), isPreview(request)]);
  if (!(raw as { page?: unknown } | null)?.page) throw new Response(null, { status: 404 });
  const content = demoPageSchema.parse(raw) as DemoPageContent;
  return data(content, { headers: cacheHeaders(preview) });
}

export const meta: MetaFunction<typeof loader> = ({ data: content, matches }) =>
  landingPageMeta({ matches, path: "/demo", seo: content?.page.seo, fallbackTitle: content?.page.heading });

export default function DemoPage() {
  const { page, messages, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<DemoSignupActionData>();
  const booking = actionData?.outcome === "success" ? actionData.booking : undefined;

  useEffect(() => {
    if (booking) showToast({ type: "success", title: page.form.successTitle, description: page.form.successText });
  }, [booking, page.form]);

  return (
    <div className="container-page grid gap-12 py-10 lg:grid-cols-2 lg:py-16">
      <div className="mx-auto w-full max-w-xl">
        <Logo productName={settings.productName} />
        {booking ? (
          <div className="mt-8">
            <DemoScheduling
              booking={booking}
              copy={{
                heading: page.scheduling.heading,
                body: page.scheduling.body,
                unavailableMessage: settings.booking.unavailableMessage,
                salesEmail: settings.salesEmail,
                calendarLink: settings.calendarLink ?? null,
                minutes: settings.bookingMinutes ?? 25,
              }}
            />
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
              <Link to="/terms-of-service" className="font-medium text-brand underline">
                {page.termsLabel}
              </Link>
              {" · "}
              <Link to="/privacy-policy" className="font-medium text-brand underline">
                {page.privacyLabel}
              </Link>
            </p>
          </>
        )}
      </div>
      {page.image?.asset && (
        <div className="hidden items-center lg:flex">
          <ContentImage image={page.image} width={720} sizes="50vw" alt={page.image.alt ?? ""} className="w-full rounded-[var(--radius-card)]" />
        </div>
      )}
    </div>
  );
}
