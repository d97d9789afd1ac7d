import {describe, expect, it} from 'vitest'
import {validateArticleSlug, validateUpdatedAt} from './article-rules'

describe('validateArticleSlug', () => {
  it.each(['what-a-missed-call-costs', 'hvac-2025', 'a'])('accepts %j', (current) => expect(validateArticleSlug({current})).toBe(true))

  it('leaves an empty slug to the required rule', () => expect(validateArticleSlug(undefined)).toBe(true))

  it.each(['rss.xml', 'Missed-Calls', 'missed--calls', '-missed', 'missed-', 'missed calls', 'páginas', 'page/2'])(
    'refuses %j with a message for the editor',
    (current) => expect(validateArticleSlug({current})).toEqual(expect.any(String)),
  )
})

describe('validateUpdatedAt', () => {
  it('accepts an update after publication, the same moment, or none', () => {
    expect(validateUpdatedAt('2025-03-02T09:00:00Z', '2025-03-01T09:00:00Z')).toBe(true)
    expect(validateUpdatedAt('2025-03-01T09:00:00Z', '2025-03-01T09:00:00Z')).toBe(true)
    expect(validateUpdatedAt(undefined, '2025-03-01T09:00:00Z')).toBe(true)
  })

  it('refuses an update dated before publication', () =>
    expect(validateUpdatedAt('2025-02-28T09:00:00Z', '2025-03-01T09:00:00Z')).toEqual(expect.any(String)))
})
