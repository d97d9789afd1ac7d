import type {ValidationContext} from 'sanity'
import {SANITY_API_VERSION} from '../../../app/utils/sanity-api-version'
import {slugConflict, slugProblem, rootPageTypes, type RootPage} from '../../../app/sanity/page-slugs'

/** The other pages at the site's root (landing and legal pages, drafts included) and the redirects' from-paths. */
async function rootAddresses(context: ValidationContext): Promise<{pages: RootPage[]; redirects: string[]}> {
  return context.getClient({apiVersion: SANITY_API_VERSION}).fetch(
    `{
      "pages": *[_type in $types && defined(slug.current)]{ "id": string::split(_id, "drafts.")[-1], "type": _type, "slug": slug.current, language },
      "redirects": *[_type == "redirect" && !(_id in path("drafts.**")) && defined(from)].from
    }`,
    {types: rootPageTypes},
  )
}

/**
 * The slug rules of a page at `/<slug>` (app/sanity/page-slugs.ts): characters a URL carries, not an address the
 * site uses, not another root page's of the same language nor a redirect's.
 */
export async function rootSlugRule(slug: {current?: string} | undefined, context: ValidationContext): Promise<string | true> {
  const current = slug?.current
  if (!current) return true
  const problem = slugProblem(current)
  if (problem) return problem
  const document = context.document
  if (!document) return true
  const {pages, redirects} = await rootAddresses(context)
  const page = {
    id: document._id.replace(/^drafts\./, ''),
    type: document._type,
    language: (document.language as string | undefined) ?? null,
  }
  return slugConflict(current, page, pages, redirects) ?? true
}
