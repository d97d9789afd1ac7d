import { SignupScheduling, useSignupBooking } from "~/components/forms/demo-scheduling";
import { DeferredDemoSignupForm } from "~/components/forms/deferred-forms";
import { LiveDemoSection } from "~/components/sections/live-demo-section";
import type { LandingPageData } from "~/sanity/landing-page.server";
import { blockAnchor } from "./block-anchor";

type SignupBlockData = Extract<LandingPageData["blocks"][number], { _type: "demoSignupBlock" }>;

/** The demo signup as a block: the /demo form, then the same scheduling step once the signup is stored. */
export function SignupBlock({ block }: { block: SignupBlockData }) {
  const form = block.demoPage?.form;
  const booking = useSignupBooking(form ?? { successTitle: "", successText: "" });
  if (!form || !block.messages || !block.demoPage?.scheduling) return null;
  return (
    <LiveDemoSection
      id={blockAnchor(block, "demo-signup")}
      heading={block.heading ?? undefined}
      body={block.body ?? undefined}
      form={
        booking ? (
          <SignupScheduling booking={booking} scheduling={block.demoPage.scheduling} />
        ) : (
          <DeferredDemoSignupForm copy={form} messages={block.messages} />
        )
      }
    />
  );
}
