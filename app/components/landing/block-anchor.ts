/** A block's section id: its own anchor, unique on the page (a block type may appear more than once). */
export const blockAnchor = (block: { _key: string }, name: string) => `${name}-${block._key}`;
