import {useState} from 'react'
import {useClient, type DocumentActionComponent, type SanityClient, type DocumentActionsResolver, type SanityDocument} from 'sanity'
import {SANITY_API_VERSION} from '../../app/utils/sanity-api-version'
import {isPageType, slugPageTypes} from '../../app/sanity/paths'
import {localizedPagePath} from '../../app/sanity/redirects'

/**
 * The page types that get the offer (publishing a new slug offers to send the old address to the new one): every type
 * whose address in `pageRoutes` (app/sanity/paths.ts) holds its slug. A landing page or article type gets it by being
 * listed there.
 */
const redirectOnSlugChangeTypes: readonly string[] = slugPageTypes

const slugOf = (doc: SanityDocument | null | undefined) => (doc?.slug as {current?: string} | undefined)?.current

/** The old and new address when publishing `draft` moves the page, else undefined. */
export function slugChange(type: string, draft: SanityDocument | null, published: SanityDocument | null) {
  const [before, after] = [slugOf(published), slugOf(draft)]
  if (!isPageType(type) || !before || !after || before === after) return undefined
  const language = (draft?.language as string | undefined) ?? undefined
  return {from: localizedPagePath(type, before, language), to: localizedPagePath(type, after, language)}
}

/** The writes for "redirect `from` to `to`": one redirect from the old address, and none left at the new one (it is live again). */
export function redirectWrites(from: string, to: string, existing: {_id: string; from: string}[]) {
  const same = existing.find((redirect) => redirect.from === from)
  return {
    upsert: {
      _id: same?._id ?? `redirect-${crypto.randomUUID()}`,
      _type: 'redirect',
      from,
      to,
      permanent: true,
      note: `Slug changed: ${from} moved to ${to}.`,
    },
    deleteIds: existing.filter((redirect) => redirect.from === to).flatMap((redirect) => [redirect._id, `drafts.${redirect._id}`]),
  }
}

/** Creates (or repoints) the redirect from the old address, published at once: the old links work as the page moves. */
async function createRedirect(client: SanityClient, {from, to}: {from: string; to: string}) {
  const existing = await client.fetch<{_id: string; from: string}[]>(
    `*[_type == "redirect" && from in [$from, $to] && !(_id in path("drafts.**"))]{ _id, from }`,
    {from, to},
  )
  const {upsert, deleteIds} = redirectWrites(from, to, existing)
  const transaction = client.transaction().createOrReplace(upsert)
  for (const id of deleteIds) transaction.delete(id)
  await transaction.commit()
}

/** Wraps the publish action: after publishing a changed slug, a dialog offers the redirect from the old address. */
function withRedirectOffer(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirectOffer: DocumentActionComponent = (props) => {
    const result = publish(props)
    const client = useClient({apiVersion: SANITY_API_VERSION})
    const [offer, setOffer] = useState<{from: string; to: string} | undefined>()
    if (!result) return result
    const change = slugChange(props.type, props.draft, props.published)
    const close = () => setOffer(undefined)
    return {
      ...result,
      onHandle: () => {
        result.onHandle?.()
        if (change) setOffer(change)
      },
      dialog:
        offer && !result.dialog
          ? {
              type: 'confirm',
              tone: 'primary',
              message: `The page moved from ${offer.from} to ${offer.to}. Create a permanent redirect so links to ${offer.from} keep working?`,
              onCancel: close,
              onConfirm: () => {
                createRedirect(client, offer).then(close, (error: unknown) => {
                  close()
                  // The Studio's own error toast is not reachable from a dialog: the console keeps the reason.
                  console.error('The redirect could not be created', error)
                })
              },
            }
          : result.dialog,
    }
  }
  PublishWithRedirectOffer.action = publish.action
  return PublishWithRedirectOffer
}

/** The document actions of the listed page types, their publish action offering the redirect. */
export const redirectOnSlugChange: DocumentActionsResolver = (actions, {schemaType}) =>
  redirectOnSlugChangeTypes.includes(schemaType)
    ? actions.map((action) => (action.action === 'publish' ? withRedirectOffer(action) : action))
    : actions
