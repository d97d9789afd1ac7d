import type { AppLoadContext } from "@remix-run/node";
import { headingAnchors, type HeadingAnchor } from "~/utils/heading-anchors";
import { serverRendered } from "~/components/ui/server-rendered.server";
import type { PageData } from "./content";
import type { ARTICLE_PAGE_QUERY } from "./queries";

type ArticleData = PageData<typeof ARTICLE_PAGE_QUERY>;
type BodyBlock = ArticleData["page"]["body"][number];
type CallToActionBlock = Extract<BodyBlock, { _type: "callToAction" }>;
type Labels = ArticleData["blog"]["article"];

export interface ArticleHeaderContent {
  article: Omit<ArticleData["page"], "body" | "related">;
  blogHeading: string;
  labels: Labels;
}
export interface ArticleTextContent {
  blocks: BodyBlock[];
  anchors: HeadingAnchor[];
  calloutLabels: Record<"tip" | "note" | "warning", string>;
}
export interface RelatedArticlesContent {
  articles: ArticleData["page"]["related"];
  heading: string;
  readingTimeLabel: string;
  readMoreLabel: string;
}

const isCallToAction = (block: BodyBlock): block is CallToActionBlock => block._type === "callToAction";

/**
 * What an article's loader sends. Everything but its calls to action is text that never renders again in the
 * browser, so it stays on the server for a document's render (`ServerPart`): the header, each stretch of text
 * between calls to action, the related articles. The calls to action hydrate (their demo-call form goes live on first
 * touch). The head fields stay for `meta`, which runs in the browser too.
 */
export function articlePageForBrowser(context: AppLoadContext | undefined, { page, blog, leadForms }: ArticleData) {
  const { body, related, ...article } = page;
  // Ids over the whole text, so headings in different stretches never share one.
  const anchors = headingAnchors(body);
  const labels = blog.article;
  const calloutLabels = { tip: labels.tipLabel, note: labels.noteLabel, warning: labels.warningLabel };
  const textPart = (blocks: BodyBlock[]) => serverRendered<ArticleTextContent>(context, { blocks, anchors, calloutLabels });
  const stretches: ({ _key: string; _type: "text"; content: ReturnType<typeof textPart> } | CallToActionBlock)[] = [];
  let text: BodyBlock[] = [];
  const endText = () => {
    if (text.length) stretches.push({ _key: text[0]._key, _type: "text", content: textPart(text) });
    text = [];
  };
  for (const block of body) {
    if (isCallToAction(block)) {
      endText();
      stretches.push(block);
    } else text.push(block);
  }
  endText();
  return {
    page: { title: page.title, seo: page.seo, publishedAt: page.publishedAt, updatedAt: page.updatedAt },
    rssLabel: blog.listing.rssLabel,
    header: serverRendered<ArticleHeaderContent>(context, { article, blogHeading: blog.heading, labels }),
    tableOfContents: serverRendered(context, { heading: labels.tocHeading, anchors }),
    body: stretches,
    callToAction: blog.callToAction,
    related: serverRendered<RelatedArticlesContent>(context, {
      articles: related,
      heading: labels.relatedHeading,
      readingTimeLabel: labels.readingTimeLabel,
      readMoreLabel: blog.listing.readMoreLabel,
    }),
    leadForms,
  };
}

export type ArticlePageData = ReturnType<typeof articlePageForBrowser>;
