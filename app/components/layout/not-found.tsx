import { Link } from "@remix-run/react";
import type { SiteSettings } from "./types";
import { useLocalize } from "~/components/layout/root-data";

/** The 404 page body: heading, explanation and a way home (copy from siteSettings.notFound). */
export function NotFound({ content }: { content: SiteSettings["notFound"] }) {
  const localize = useLocalize();
  return (
    <section className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">{content.title}</h1>
      <p className="lead mt-4 max-w-xl">{content.body}</p>
      <Link to={localize("/")} className="btn-primary mt-8">
        {content.linkLabel}
      </Link>
    </section>
  );
}
