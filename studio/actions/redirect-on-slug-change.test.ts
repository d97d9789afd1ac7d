import type {SanityDocument} from 'sanity'
import {describe, expect, it} from 'vitest'
import {redirectWrites, slugChange} from './redirect-on-slug-change'

const page = (slug: string, language = 'en') =>
  ({_id: 'trade-plumbing', _type: 'tradePage', language, slug: {_type: 'slug', current: slug}}) as unknown as SanityDocument

describe('slugChange', () => {
  it('names the old and new address when a published slug changes', () => {
    expect(slugChange('tradePage', page('plumbers'), page('plumbing'))).toEqual({from: '/trades/plumbing', to: '/trades/plumbers'})
    expect(slugChange('comparison', page('telli-ai', 'es'), page('telli', 'es'))).toEqual({
      from: '/es/compare/telli',
      to: '/es/compare/telli-ai',
    })
  })

  it('offers nothing for a first publish, an unchanged slug or a type without address', () => {
    expect(slugChange('tradePage', page('plumbing'), null)).toBeUndefined()
    expect(slugChange('tradePage', page('plumbing'), page('plumbing'))).toBeUndefined()
    expect(slugChange('redirect', page('a'), page('b'))).toBeUndefined()
  })
})

describe('redirectWrites', () => {
  it('creates the redirect, or repoints the one already there, and drops redirects from the new address', () => {
    const created = redirectWrites('/trades/a', '/trades/b', [])
    expect(created.upsert).toMatchObject({_type: 'redirect', from: '/trades/a', to: '/trades/b', permanent: true})
    expect(created.deleteIds).toEqual([])
    const existing = [
      {_id: 'redirect-1', from: '/trades/a'},
      {_id: 'redirect-2', from: '/trades/b'},
    ]
    const {upsert, deleteIds} = redirectWrites('/trades/a', '/trades/b', existing)
    expect(upsert._id).toBe('redirect-1')
    expect(deleteIds).toEqual(['redirect-2', 'drafts.redirect-2'])
  })
})
