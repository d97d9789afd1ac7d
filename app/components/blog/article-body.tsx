import { createContext, useContext } from "react";
import { ContentImage } from "~/components/ui/content-image";
import type { LeadFormsCopy } from "~/leads/copy";
import type { ImageSource } from "~/sanity/image";
import { RichText } from "~/sanity/portable-text";
import { ArticleCallToAction, type CallToActionCopy } from "./article-call-to-action";

type Tone = "tip" | "note" | "warning";

interface ArticleBodyCopy {
  callToAction: CallToActionCopy;
  calloutLabels: Record<Tone, string>;
}

const toneClass: Record<Tone, string> = {
  tip: "border-success bg-surface",
  note: "border-brand bg-brand-soft",
  warning: "border-accent bg-accent-soft",
};

const isTone = (tone: unknown): tone is Tone => tone === "tip" || tone === "note" || tone === "warning";

/** The blog's words around the blocks; the block components stay the same functions, so a re-render never remounts the form. */
const ArticleCopy = createContext<{ copy: ArticleBodyCopy; leadForms: LeadFormsCopy } | null>(null);

function useArticleCopy() {
  const value = useContext(ArticleCopy);
  if (!value) throw new Error("An article block rendered outside ArticleBody");
  return value;
}

function ArticleImage({ value: image }: { value: ImageSource & { caption?: string } }) {
  return (
    <figure className="mt-8">
      <ContentImage image={image} width={768} sizes="(min-width: 800px) 768px, 100vw" className="h-auto w-full rounded-xl bg-surface" />
      {image.caption ? <figcaption className="mt-2 text-sm text-muted">{image.caption}</figcaption> : null}
    </figure>
  );
}

function Callout({ value: callout }: { value: { tone?: string; text?: string } }) {
  const { copy } = useArticleCopy();
  const tone = isTone(callout.tone) ? callout.tone : "note";
  return (
    <aside className={`mt-8 rounded-r-xl border-l-4 p-5 ${toneClass[tone]}`}>
      <p className="font-semibold text-ink">{copy.calloutLabels[tone]}</p>
      <p className="mt-1 leading-7 text-ink-soft">{callout.text}</p>
    </aside>
  );
}

function CallToActionBlock({ value: block }: { value: { _key: string; kind?: string; heading?: string; text?: string } }) {
  const { copy, leadForms } = useArticleCopy();
  return (
    <ArticleCallToAction
      id={block._key}
      kind={block.kind ?? null}
      heading={block.heading}
      text={block.text}
      copy={copy.callToAction}
      leadForms={leadForms}
    />
  );
}

const types = { articleImage: ArticleImage, callout: Callout, callToAction: CallToActionBlock };

/** An article's text: the site's rich text plus pictures with captions, callouts and the call to action. */
export function ArticleBody({ value, copy, leadForms }: { value: readonly unknown[]; copy: ArticleBodyCopy; leadForms: LeadFormsCopy }) {
  return (
    <ArticleCopy.Provider value={{ copy, leadForms }}>
      <RichText value={value} types={types} />
    </ArticleCopy.Provider>
  );
}
