import { useLocation } from "@remix-run/react";
import { deferredForm } from "~/components/forms/deferred-form";
import type { CalculatorProps } from "./revenue-calculator";

/**
 * The calculator's code (the formula and the live form) loads as the section nears the screen or is touched;
 * until then the server's HTML stands, a working GET form, and what the visitor typed carries over.
 */
const DeferredCalculator = deferredForm(() => import("./revenue-calculator").then((module) => module.Calculator), { nearScreen: true });

/** The missed-call revenue calculator section (#revenue-calculator); a new page or query starts from its own values. */
export function RevenueCalculator(props: CalculatorProps) {
  const { pathname, search } = useLocation();
  return <DeferredCalculator key={pathname + search} {...props} />;
}
