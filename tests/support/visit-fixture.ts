import type { VisitDimensions } from "../../app/insights/visits.server";

/**
 * A view of the English home page with no campaign, no referrer and no experiment (each "none" an empty string, as
 * counted): the visit rows and lead facts of the insights, experiments and scripts tests and the visits e2e spec start
 * from it and change only what they are about.
 */
export const DIRECT_HOME_VIEW: Readonly<VisitDimensions> = {
  page: "/",
  language: "en",
  source: "",
  medium: "",
  campaign: "",
  referrer: "",
  variant: "",
};
