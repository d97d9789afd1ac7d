import { useLoaderData } from "@remix-run/react";
import { serverPreloaded } from "~/components/ui/server-preloaded";
import { ServerPart } from "~/components/ui/server-rendered";
import type { ArticlePageData } from "~/sanity/article-page.server";
import { ArticleCallToAction } from "./article-call-to-action";

// One module for all of them: a client-side navigation to an article fetches it once.
const loadParts = () => import("./article-parts");
const ArticleHeader = serverPreloaded("article-header", () => loadParts().then((module) => module.ArticleHeader));
const ArticleText = serverPreloaded("article-text", () => loadParts().then((module) => module.ArticleText));
const RelatedArticles = serverPreloaded("related-articles", () => loadParts().then((module) => module.RelatedArticles));
const TableOfContents = serverPreloaded("table-of-contents", () => import("./table-of-contents").then((module) => module.TableOfContents));

/** An article: title, author and dates, cover, table of contents, text with its calls to action, related articles. */
export function ArticlePage() {
  const { header, tableOfContents, body, related, callToAction, leadForms } = useLoaderData<ArticlePageData>();
  return (
    <>
      <article className="section container-page">
        <ServerPart value={header}>{(content) => <ArticleHeader {...content} />}</ServerPart>
        <div className="mx-auto mt-10 max-w-3xl">
          <ServerPart value={tableOfContents}>{(content) => <TableOfContents {...content} />}</ServerPart>
          {body.map((stretch) =>
            stretch._type === "text" ? (
              <ServerPart key={stretch._key} value={stretch.content}>
                {(content) => <ArticleText {...content} />}
              </ServerPart>
            ) : (
              <ArticleCallToAction
                key={stretch._key}
                id={stretch._key}
                kind={stretch.kind ?? null}
                heading={stretch.heading}
                text={stretch.text}
                copy={callToAction}
                leadForms={leadForms}
              />
            ),
          )}
        </div>
      </article>
      <ServerPart value={related}>{(content) => <RelatedArticles {...content} />}</ServerPart>
    </>
  );
}
