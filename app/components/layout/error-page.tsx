import { Link } from "@remix-run/react";
import { useLocalize } from "~/components/layout/root-data";

/**
 * Shown for unexpected errors. Its words are fixed in code on purpose: it must render when the content
 * source itself is what failed. The home link label comes from the dataset when it is available.
 */
export function ErrorPage({ homeLabel }: { homeLabel?: string }) {
  const localize = useLocalize();
  return (
    <section className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">Something went wrong</h1>
      <p className="lead mt-4 max-w-xl">We could not show this page right now. Please try again in a moment.</p>
      <Link to={localize("/")} reloadDocument className="btn-primary mt-8">
        {homeLabel ?? "Return to Home"}
      </Link>
    </section>
  );
}
