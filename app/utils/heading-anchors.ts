/** The text of a Portable Text block: its spans joined. */
export function blockText(block: { children?: readonly { text?: string }[] | null }): string {
  return (block.children ?? []).map((child) => child.text ?? "").join("");
}

/** A fragment id from heading text: "¿Qué cuesta? (2025)" is "que-cuesta-2025"; stable while the heading's words are. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

export interface HeadingAnchor {
  key: string;
  id: string;
  text: string;
  level: 2 | 3;
}

type Block = { _key?: string; _type?: string; style?: string; children?: readonly { text?: string }[] | null };

/** The h2 and h3 headings of a text with unique ids (a repeated heading gets "-2", "-3"): its table of contents. */
export function headingAnchors(value: readonly unknown[] | null | undefined): HeadingAnchor[] {
  const used = new Map<string, number>();
  return (value ?? []).flatMap((item) => {
    const block = item as Block;
    if (block._type !== "block" || (block.style !== "h2" && block.style !== "h3") || !block._key) return [];
    const text = blockText(block);
    const base = headingSlug(text);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return [{ key: block._key, id: count === 1 ? base : `${base}-${count}`, text, level: block.style === "h2" ? 2 : 3 }];
  });
}
