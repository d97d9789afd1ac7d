import type { StegaConfig } from "@sanity/client/stega";

/**
 * Fields whose strings the app uses as values (lookups, links, form options, keys) rather than as visible text.
 * Sanity's default filter already skips slugs, ids, `href`, `url`, `icon`, `type`, `theme`, `email`, seo and
 * URL- or date-like strings; these are the ones of our content model it cannot guess. Invisible stega marks in
 * them would break an icon lookup, a `tel:` link, the Cal.com link or a select option that the server checks.
 */
export const VALUE_FIELDS = new Set([
  "phone",
  "calendarLink",
  "platform",
  "trade",
  "reportName",
  "ctaHref",
  "voice",
  "voiceId",
  "industryOptions",
  "employeeCountOptions",
  "referralOptions",
  "phonePrefix",
]);

type StegaFilter = NonNullable<StegaConfig["filter"]>;

/** Encodes visible text only: Sanity's default rules, minus every string under one of the VALUE_FIELDS. */
export const stegaFilter: StegaFilter = (props) =>
  !props.sourcePath.some((segment) => typeof segment === "string" && VALUE_FIELDS.has(segment)) && props.filterDefault(props);
