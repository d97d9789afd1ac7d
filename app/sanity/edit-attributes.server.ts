import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";
import { env } from "~/utils/env.server";

/**
 * `data-sanity` attributes of a document's array and its items, for a preview session only: the Presentation tool
 * outlines each item (click to edit) and lets editors drag items to reorder the array. Made on the server, so
 * visitors never download the helper.
 */
export function arrayEditAttributes(document: { _id: string; _type: string }, field: string, keys: string[]) {
  const attribute = createDataAttribute({ id: document._id, type: document._type, baseUrl: env.SANITY_STUDIO_URL ?? "/" });
  return {
    list: attribute(field),
    items: Object.fromEntries(keys.map((key) => [key, attribute([field, { _key: key }])])),
  };
}
