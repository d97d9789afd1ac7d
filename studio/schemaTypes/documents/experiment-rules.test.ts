import {describe, expect, it} from 'vitest'
import {validateChosenVariant, validateStop, validateVariantTexts, validateVariants, validateWeights} from './experiment-rules'

const control = {key: 'control', weight: 50}
const b = {key: 'b', weight: 50, text: {en: 'Never miss a call', es: 'No pierda una llamada'}}

describe('experiment rules', () => {
  it('takes 2 to 4 variants with distinct keys', () => {
    expect(validateVariants([control, b])).toBe(true)
    expect(validateVariants([control, b, {...b, key: 'c'}, {...b, key: 'd'}])).toBe(true)
    expect(validateVariants([control])).toMatch(/2 to 4/)
    expect(validateVariants(undefined)).toMatch(/2 to 4/)
    expect(validateVariants([control, b, {...b, key: 'c'}, {...b, key: 'd'}, {...b, key: 'e'}])).toMatch(/2 to 4/)
    expect(validateVariants([control, {...b, key: 'control'}])).toMatch(/own key/)
  })

  it('wants whole weights above 0 adding up to 100', () => {
    expect(validateWeights([control, b])).toBe(true)
    expect(
      validateWeights([
        {...control, weight: 90},
        {...b, weight: 10},
      ]),
    ).toBe(true)
    expect(validateWeights([control, {...b, weight: 40}])).toBe('The traffic weights add up to 90%, not 100%.')
    expect(
      validateWeights([
        {...control, weight: 100},
        {...b, weight: 0},
      ]),
    ).toMatch(/above 0/)
    expect(
      validateWeights([
        {...control, weight: 49.5},
        {...b, weight: 50.5},
      ]),
    ).toMatch(/whole percentage/)
    expect(validateWeights([control, {key: 'b'}])).toMatch(/above 0/)
  })

  it('wants each variant but the control in English and Spanish', () => {
    expect(validateVariantTexts([control, b])).toBe(true)
    expect(validateVariantTexts([control, {...b, text: {en: 'Never miss a call'}}])).toBe('Variant "b" has no text in es.')
    expect(validateVariantTexts([control, {...b, text: {en: ' ', es: 'x'}}])).toBe('Variant "b" has no text in en.')
    expect(validateVariantTexts([control, {key: 'b', weight: 50}])).toBe('Variant "b" has no text in en, es.')
  })

  it('wants the stop after the start', () => {
    expect(validateStop('2026-12-01T00:00:00Z', '2026-11-01T00:00:00Z')).toBe(true)
    expect(validateStop(undefined, '2026-11-01T00:00:00Z')).toBe(true)
    expect(validateStop('2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')).toMatch(/after the start/)
    expect(validateStop('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z')).toMatch(/after the start/)
  })

  it('wants a chosen variant of its own once stopped', () => {
    expect(validateChosenVariant(undefined, 'running', [control, b])).toBe(true)
    expect(validateChosenVariant('b', 'stopped', [control, b])).toBe(true)
    expect(validateChosenVariant(undefined, 'stopped', [control, b])).toMatch(/pick one/)
    expect(validateChosenVariant('z', 'stopped', [control, b])).toMatch(/not one of/)
  })
})
