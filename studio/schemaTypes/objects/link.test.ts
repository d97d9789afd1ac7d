import {describe, expect, it} from 'vitest'
import {validateHref} from './link'

describe('validateHref', () => {
  it.each(['/pricing', '/#pricing', '#faq', 'https://example.com/x', 'mailto:sales@tradevoice.ai', 'tel:+1 (212) 555-0123', undefined])(
    'accepts %j',
    (href) => expect(validateHref(href)).toBe(true),
  )

  it.each(['/\\evil.example/x', '//evil.example', '/%5Cevil.example', 'javascript:alert(1)', 'mailto:nobody', 'tel:call-me'])(
    'refuses %j with a message for the editor',
    (href) => expect(validateHref(href)).toEqual(expect.any(String)),
  )
})
