/** Validation rules of articles that are more than "required": kept apart from the schema so they are unit-tested. */

/** An article's slug is one path segment of lower-case words and digits joined by hyphens (no dots: `/blog/rss.xml` is the feed). */
export function validateArticleSlug(slug: {current?: string} | undefined): true | string {
  const current = slug?.current
  if (!current) return true
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)) return true
  return 'Use lower-case letters, digits and single hyphens only, e.g. "what-a-missed-call-costs".'
}

/** "Updated" is a later edit of the published article: never before its publication date. */
export function validateUpdatedAt(updatedAt: string | undefined, publishedAt: string | undefined): true | string {
  if (!updatedAt || !publishedAt) return true
  if (Date.parse(updatedAt) >= Date.parse(publishedAt)) return true
  return 'The update date cannot be before the publication date.'
}
