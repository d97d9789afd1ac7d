/** Form posts are a few hundred bytes; anything far larger is refused before it is held in memory. */
export const MAX_FORM_BYTES = 16 * 1024;

const tooLarge = () => new Response(null, { status: 413, statusText: "Payload Too Large" });

/**
 * Reads a form body of at most MAX_FORM_BYTES (413 beyond, counted as it streams, whatever Content-Length
 * says); a body that is not a form (or is malformed) counts as an empty form.
 */
export async function readLimitedForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return new FormData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return new FormData();
  }
}
