import type { SiteSettings } from "~/components/layout/types";
import { planRate, type Plan } from "~/components/sections/pricing-section";

/** "$600" -> "600", "$0.70" -> "0.70"; anything else (e.g. "Custom") has no machine-readable price. */
export function numericPrice(price: string | null | undefined) {
  const match = price?.trim().match(/^\$(\d+(?:\.\d+)?)$/);
  return match ? match[1] : undefined;
}

/** Home page JSON-LD: the organization and the service it sells, with one offer per pricing plan. */
export function homeJsonLd({
  siteUrl,
  settings,
  plans,
}: {
  siteUrl: string;
  settings: Pick<SiteSettings, "productName" | "pricePerMinute" | "organizationDescription"> &
    Partial<Pick<SiteSettings, "salesEmail" | "phone">>;
  plans: (Pick<Plan, "name" | "price" | "usesStandardRate" | "callCosts"> & Partial<Pick<Plan, "description">>)[];
}) {
  const organizationId = `${siteUrl}/#organization`;
  const perMinute = numericPrice(settings?.pricePerMinute);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: settings?.productName ?? undefined,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/favicon.svg`,
        description: settings?.organizationDescription ?? undefined,
        email: settings?.salesEmail ?? undefined,
        telephone: settings?.phone ?? undefined,
      },
      {
        "@type": "Service",
        name: settings?.productName ?? undefined,
        provider: { "@id": organizationId },
        url: `${siteUrl}/`,
        offers: plans.map((plan) => {
          const price = numericPrice(plan.price);
          return {
            "@type": "Offer",
            name: plan.name ?? undefined,
            description: [plan.description, planRate(plan, settings?.pricePerMinute)].filter(Boolean).join(" "),
            url: `${siteUrl}/#pricing`,
            ...(price ? { price, priceCurrency: "USD" } : {}),
            ...(plan.usesStandardRate && perMinute
              ? {
                  priceSpecification: {
                    "@type": "UnitPriceSpecification",
                    price: perMinute,
                    priceCurrency: "USD",
                    unitCode: "MIN",
                  },
                }
              : {}),
          };
        }),
      },
    ],
  };
}
