/**
 * The posted form; a body that is not a form (or is malformed) counts as an empty form. Its size was checked before
 * Remix saw it: the server reads at most the route's `bodyLimitBytes` (server/route-resolution.ts, 413 beyond).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
