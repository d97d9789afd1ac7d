import type { ExperimentField } from "./fields";

type Texts = Partial<Record<ExperimentField, string>>;

/** A home, trade or use-case hero with the variants' texts in place of its own. */
export function heroWithTexts<H extends { heading?: string | null; subheading?: string | null; primaryCtaLabel?: string | null }>(
  hero: H | null,
  texts: Texts,
): H | null {
  if (!hero) return hero;
  return {
    ...hero,
    heading: texts.heroHeading ?? hero.heading,
    subheading: texts.heroSubheading ?? hero.subheading,
    primaryCtaLabel: texts.heroCtaLabel ?? hero.primaryCtaLabel,
  };
}

/** A landing page's hero block with the variants' texts in place of its own. */
export function heroBlockWithTexts<
  B extends { heading?: string | null; subheading?: string | null; primaryCta?: { label?: string | null } | null },
>(block: B, texts: Texts): B {
  return {
    ...block,
    heading: texts.heroHeading ?? block.heading,
    subheading: texts.heroSubheading ?? block.subheading,
    primaryCta: block.primaryCta && texts.heroCtaLabel ? { ...block.primaryCta, label: texts.heroCtaLabel } : block.primaryCta,
  };
}
