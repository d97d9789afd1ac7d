import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Icon, UiIcon } from "~/components/ui/icon";
import { SectionIntro } from "~/components/ui/section-intro";
import type { PageContent } from "~/sanity/content";
import type { USE_CASE_PAGE_QUERY } from "~/sanity/queries";
import type { CarouselApi } from "./tools-carousel-engine";

const CarouselEngine = lazy(() => import("./tools-carousel-engine"));

/** Index of the slide a step of `delta` leads to, wrapping around like the looping carousel. */
export function wrapIndex(index: number, delta: number, count: number) {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}

/**
 * Tools carousel: loops, aligned to the start, 1 / 2 / 3 tools per view below 640 px, 640-1023 px and
 * from 1024 px (the slide widths set the count). Prev/next buttons and the arrow keys move it.
 */
export function ToolsCarousel({ section }: { section: PageContent<typeof USE_CASE_PAGE_QUERY>["tools"] | null }) {
  const { intro, items } = section ?? {};
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  // A press that came before the carousel's code: carried out once it is ready.
  const pendingMove = useRef<"previous" | "next" | null>(null);

  // Until the carousel nears the screen or is used, the slides are a plain, readable row (no carousel code).
  useEffect(() => {
    if (!viewport || engineWanted) return;
    const want = () => setEngineWanted(true);
    // Nearing the screen is no input: the engine mounts as a transition, in slices a tap does not wait behind.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(want), {
      rootMargin: "400px 0px",
    });
    observer.observe(viewport);
    viewport.addEventListener("pointerdown", want);
    viewport.addEventListener("focusin", want);
    return () => {
      observer.disconnect();
      viewport.removeEventListener("pointerdown", want);
      viewport.removeEventListener("focusin", want);
    };
  }, [viewport, engineWanted]);

  const onReady = useCallback((ready: CarouselApi) => {
    setApi(ready);
    if (pendingMove.current === "previous") ready.scrollPrev();
    if (pendingMove.current === "next") ready.scrollNext();
    pendingMove.current = null;
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const move = (direction: "previous" | "next") => {
    if (!api) {
      pendingMove.current = direction;
      setEngineWanted(true);
    } else if (direction === "previous") api.scrollPrev();
    else api.scrollNext();
  };
  const previous = () => move("previous");
  const next = () => move("next");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  if (!items?.length) return null;
  const count = items.length;
  // The buttons are named after the tool they bring into view, so they need no extra copy.
  const previousName = items[wrapIndex(selected, -1, count)]?.name ?? undefined;
  const nextName = items[wrapIndex(selected, 1, count)]?.name ?? undefined;

  return (
    <section id="tools" aria-labelledby="tools-heading" className="section">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionIntro intro={intro} headingId="tools-heading" align="start" />
          <div className="flex gap-2">
            <button
              type="button"
              onClick={previous}
              aria-label={previousName}
              className="btn-secondary size-11 p-0"
              data-testid="carousel-prev"
            >
              <UiIcon name="chevron-left" />
            </button>
            <button type="button" onClick={next} aria-label={nextName} className="btn-secondary size-11 p-0" data-testid="carousel-next">
              <UiIcon name="chevron-right" />
            </button>
          </div>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focused carousel region takes the arrow keys (APG carousel) */}
        <div
          ref={setViewport}
          role="region"
          aria-roledescription="carousel"
          aria-labelledby="tools-heading"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that the arrow keys can move the carousel
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="mt-10 overflow-hidden rounded-2xl"
          data-testid="tools-carousel"
        >
          <ul className="-ml-4 flex touch-pan-y">
            {items.map((tool, index) => (
              <li
                key={tool._key}
                data-testid="carousel-slide"
                data-selected={index === selected || undefined}
                className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
              >
                <div className="card flex h-full flex-col gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-ink text-white">
                    <Icon name={tool.icon} fallback="plug" />
                  </span>
                  <h3 className="heading-3">{tool.name}</h3>
                  <p className="leading-relaxed text-ink-soft">{tool.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {engineWanted && viewport ? (
          <Suspense fallback={null}>
            <CarouselEngine viewport={viewport} onReady={onReady} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
