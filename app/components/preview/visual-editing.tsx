import { VisualEditing as SanityVisualEditing } from "@sanity/visual-editing/remix";

/**
 * Click-to-edit overlays for stega-encoded text when the page runs inside the Studio's Presentation tool;
 * it also follows the Studio's navigation and reloads the loaders when a draft changes.
 */
export default function VisualEditing() {
  return <SanityVisualEditing zIndex={60} />;
}
