import {defineField, defineType, type ValidationContext} from 'sanity'
import {LinkIcon} from '@sanity/icons'
import {SANITY_API_VERSION} from '../../../app/sanity/api-version'
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

/** A redirect: visitors to an address without a page are sent on to another address (on this site or elsewhere). */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'From (old address)',
      description: 'A path on this site without the domain, e.g. /plumbers or /es/plomeros. It must not be a live page.',
      type: 'string',
      validation: (rule) => [
        rule.required(),
        rule.custom((from: string | undefined) => (from ? (fromPathProblem(from) ?? true) : true)),
        rule.custom(async (from: string | undefined, context) => {
          const to = (context.document?.to as string | undefined) ?? ''
          if (!from || fromPathProblem(from) || !to || toProblem(to)) return true
          return redirectProblem({from, to, permanent: Boolean(context.document?.permanent)}, context)
        }),
      ],
    }),
    defineField({
      name: 'to',
      title: 'To (new address)',
      description: 'A path on this site (/trades/plumbing, /#pricing) or a full address (https://...). The visitor’s ?query is kept.',
      type: 'string',
      validation: (rule) => [
        rule.required(),
        rule.custom((to: string | undefined) => (to ? (toProblem(to) ?? true) : true)),
        rule
          .custom(async (to: string | undefined, context) => {
            const path = to && !toProblem(to) ? sitePathOf(to) : undefined
            if (path === undefined) return true
            const {pages, others} = await siteState(context)
            const answered = isLivePage(path, pages) || others.some((other) => other.from === path)
            return answered || `No published page answers ${path} yet: visitors would land on the not-found page.`
          })
          .warning(),
      ],
    }),
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
