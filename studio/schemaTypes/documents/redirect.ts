import {defineField, defineType, type StringRule, type ValidationContext} from 'sanity'
import {LinkIcon} from '@sanity/icons'
import {SANITY_API_VERSION} from '../../../app/utils/sanity-api-version'
import {slugPageTypes} from '../../../app/sanity/paths'
import {
  chainProblem,
  fromPathProblem,
  isLivePage,
  sitePathOf,
  toProblem,
  type PageAddress,
  type Redirect,
} from '../../../app/sanity/redirects'

const publishedId = (id: string) => id.replace(/^drafts\./, '')

/** The published pages with a slug, and the other redirects (published, not this one in any state). */
async function siteState(context: ValidationContext): Promise<{pages: PageAddress[]; others: Redirect[]}> {
  const id = publishedId(context.document?._id ?? '')
  return context.getClient({apiVersion: SANITY_API_VERSION}).fetch(
    `{
      "pages": *[_type in $types && !(_id in path("drafts.**"))]{ "type": _type, "slug": slug.current },
      "others": *[_type == "redirect" && !(_id in path("drafts.**")) && _id != $id && defined(from) && defined(to)]{ from, to, "permanent": coalesce(permanent, false) }
    }`,
    {types: slugPageTypes, id},
  )
}

/** Refuses a "from" that a page answers, another redirect starts at, or that closes a loop. */
export async function redirectProblem(redirect: Redirect, context: ValidationContext): Promise<string | true> {
  const {pages, others} = await siteState(context)
  if (isLivePage(redirect.from, pages)) return `${redirect.from} is a live page: a redirect there would never answer.`
  if (others.some((other) => other.from === redirect.from)) return `Another redirect already starts at ${redirect.from}.`
  return chainProblem(redirect, others) ?? true
}

/** Checks "from" against the site (redirectProblem) once both addresses are well formed. */
async function fromSiteProblem(from: string | undefined, context: ValidationContext): Promise<string | true> {
  const to = (context.document?.to as string | undefined) ?? ''
  if (!from || fromPathProblem(from) || !to || toProblem(to)) return true
  return redirectProblem({from, to, permanent: Boolean(context.document?.permanent)}, context)
}

/** Finds a well-formed "to" on this site that no published page or other redirect answers yet. */
async function toSiteProblem(to: string | undefined, context: ValidationContext): Promise<string | true> {
  const path = to && !toProblem(to) ? sitePathOf(to) : undefined
  if (path === undefined) return true
  const {pages, others} = await siteState(context)
  const answered = isLivePage(path, pages) || others.some((other) => other.from === path)
  return answered || `No published page answers ${path} yet: visitors would land on the not-found page.`
}

/** An end of the redirect: a required address that `problem` finds well formed, then `siteRule` checks against the site. */
function addressField(
  name: 'from' | 'to',
  title: string,
  description: string,
  problem: (address: string) => string | undefined,
  siteRule: (rule: StringRule) => StringRule,
) {
  return defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => [
      rule.required(),
      rule.custom((address: string | undefined) => (address ? (problem(address) ?? true) : true)),
      siteRule(rule),
    ],
  })
}

/** A redirect: visitors to an address without a page are sent on to another address (on this site or elsewhere). */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: LinkIcon,
  fields: [
    addressField(
      'from',
      'From (old address)',
      'A path on this site without the domain, e.g. /plumbers or /es/plomeros. It must not be a live page.',
      fromPathProblem,
      (rule) => rule.custom(fromSiteProblem),
    ),
    addressField(
      'to',
      'To (new address)',
      'A path on this site (/trades/plumbing, /#pricing) or a full address (https://...). The visitor’s ?query is kept.',
      toProblem,
      (rule) => rule.custom(toSiteProblem).warning(),
    ),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description: 'On: the old address is gone for good (301, search engines move their ranking). Off: temporary (302).',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'note', title: 'Note', description: 'Why this redirect exists (only seen here).', type: 'text', rows: 2}),
  ],
  preview: {
    select: {from: 'from', to: 'to', permanent: 'permanent'},
    prepare: ({from, to, permanent}: {from?: string; to?: string; permanent?: boolean}) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent === false ? 'Temporary (302)' : 'Permanent (301)',
    }),
  },
})
