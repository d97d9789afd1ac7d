/** Validation rules of experiments that are more than "required": kept apart from the schema so they are unit-tested. */
import {LANGUAGES} from '../../../app/utils/language'

export interface VariantInput {
  key?: string
  weight?: number
  text?: Partial<Record<string, string>>
}

export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 4

/** 2 to 4 variants with distinct keys; the first is the control. */
export function validateVariants(variants: VariantInput[] | undefined): true | string {
  const count = variants?.length ?? 0
  if (count < MIN_VARIANTS || count > MAX_VARIANTS)
    return `An experiment has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants (the first is the control).`
  const keys = (variants ?? []).map((variant) => variant.key)
  if (new Set(keys).size !== keys.length) return 'Each variant needs its own key.'
  return true
}

/** Traffic weights are whole percentages above 0 that add up to 100. */
export function validateWeights(variants: VariantInput[] | undefined): true | string {
  const weights = (variants ?? []).map((variant) => variant.weight ?? 0)
  if (weights.some((weight) => !Number.isInteger(weight) || weight <= 0))
    return 'Every variant gets a whole percentage of the traffic above 0.'
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return total === 100 || `The traffic weights add up to ${total}%, not 100%.`
}

/** Every variant but the control (the page's own text) has its text in every language. */
export function validateVariantTexts(variants: VariantInput[] | undefined): true | string {
  for (const [index, variant] of (variants ?? []).entries()) {
    if (index === 0) continue
    const missing = LANGUAGES.filter((language) => !variant.text?.[language]?.trim())
    if (missing.length) return `Variant "${variant.key ?? index + 1}" has no text in ${missing.join(', ')}.`
  }
  return true
}

/** The stop comes after the start. */
export function validateStop(stopAt: string | undefined, startAt: string | undefined): true | string {
  if (!stopAt || !startAt) return true
  return Date.parse(stopAt) > Date.parse(startAt) || 'The stop must come after the start.'
}

/** A stopped experiment names the variant everyone sees from then on, one of its own. */
export function validateChosenVariant(
  chosen: string | undefined,
  status: string | undefined,
  variants: VariantInput[] | undefined,
): true | string {
  if (status !== 'stopped') return true
  if (!chosen) return 'A stopped experiment shows everyone the chosen variant: pick one.'
  return (variants ?? []).some((variant) => variant.key === chosen) || `"${chosen}" is not one of this experiment's variants.`
}
