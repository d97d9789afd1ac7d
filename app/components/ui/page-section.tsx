import type { ComponentProps, ReactNode } from "react";
import { SectionIntro } from "./section-intro";

/**
 * A page section opened by its intro: the intro's h2 labels the section (`<id>-heading`), the content follows it in
 * the page container. `className` adds to the `section` class (a background, a margin).
 */
export function PageSection({
  id,
  intro,
  className,
  tone,
  children,
}: {
  id: string;
  intro: ComponentProps<typeof SectionIntro>["intro"];
  className?: string;
  tone?: ComponentProps<typeof SectionIntro>["tone"];
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className ? `section ${className}` : "section"}>
      <div className="container-page">
        <SectionIntro intro={intro} headingId={`${id}-heading`} tone={tone} />
        {children}
      </div>
    </section>
  );
}
