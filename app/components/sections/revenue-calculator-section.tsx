import { useLocation } from "@remix-run/react";
import { deferredForm } from "~/components/forms/deferred-form";
import type { CalculatorProps } from "./revenue-calculator";

/**
 * The calculator's code (the formula and the live form) loads as the section nears the screen or is touched;
 * until then the server's HTML stands, a working GET form, and what the visitor typed carries over.
 */
const DeferredCalculator = deferredForm(() => import("./revenue-calculator").then((module) => module.Calculator), { nearScreen: true });

const ID = "revenue-calculator";

/**
 * The missed-call revenue calculator section (#revenue-calculator); a new page or query starts from its own values. The
 * section stays while its content goes live: a section is rendered only near the screen (`content-visibility: auto`),
 * and one put in anew is first laid out at its placeholder height, which moved everything below it for a frame when
 * the swap came late, with the section already on or above the screen (a fast scroll on a busy phone).
 */
export function RevenueCalculator(props: Omit<CalculatorProps, "id">) {
  const { pathname, search } = useLocation();
  return (
    <section id={ID} aria-labelledby={`${ID}-heading`} className="section">
      <DeferredCalculator key={pathname + search} id={ID} {...props} />
    </section>
  );
}
