/**
 * Whether this request belongs to an open preview session (drafts perspective, no caching).
 * No preview sessions exist yet, so every request sees published content.
 */
export async function isPreview(_request: Request): Promise<boolean> {
  return false;
}
