import { LRUCache } from "lru-cache";
import type { SocialCard } from "~/utils/social-card";

/**
 * Rendered cards kept in memory by what they show (title, brand, language, host), bounded by bytes: a publish that
 * changes a page's title makes a new card, one that does not keeps it. One render per card at a time: requests
 * arriving during a render get its result.
 */
export function createSocialCardCache({ maxBytes, render }: { maxBytes: number; render: (card: SocialCard) => Promise<Buffer> }) {
  const cards = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length });
  const rendering = new Map<string, Promise<Buffer>>();
  return {
    get(card: SocialCard): Promise<Buffer> {
      const key = JSON.stringify([card.title, card.productName, card.language, card.host]);
      const cached = cards.get(key);
      if (cached) return Promise.resolve(cached);
      let running = rendering.get(key);
      if (!running) {
        running = render(card)
          .then((png) => {
            if (png.length <= maxBytes) cards.set(key, png);
            return png;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, running);
      }
      return running;
    },
  };
}
