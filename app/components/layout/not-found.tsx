import { Link } from "@remix-run/react";
import type { SiteSettings } from "./types";

/** The 404 page body: heading, explanation and a way home (copy from siteSettings.notFound). */
export function NotFound({ content }: { content: SiteSettings["notFound"] }) {
  return (
    <section className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">{content.title}</h1>
      <p className="lead mt-4 max-w-xl">{content.body}</p>
      <Link to="/" className="btn-primary mt-8">
        {content.linkLabel}
      </Link>
    </section>
  );
}
