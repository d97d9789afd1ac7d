import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla (through embla-carousel-react) on a viewport that is already on the page. Its own chunk, imported when
 * the carousel nears the screen or is used, so the first visit downloads none of it; it renders nothing.
 */
export default function CarouselEngine({ viewport, onReady }: { viewport: HTMLElement; onReady: (api: CarouselApi) => void }) {
  const [attach, api] = useEmblaCarousel({ align: "start", loop: true });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
