import type { ComponentProps } from "react";
import { Icon } from "~/components/ui/icon";
import { PageSection } from "~/components/ui/page-section";

/** One tile: the icon the editor picked, a heading and a sentence. */
export interface IconTile {
  _key: string;
  icon: string | null;
  heading: string | null;
  text: string | null;
}

/**
 * A page section of icon tiles, each a heading and a sentence beside its icon. The list's class styles the tiles in
 * app.css (set once, not on every tile): `benefit-cards` (home features, trade and use-case benefits) or
 * `integration-tiles`.
 */
function IconTileSection({
  id,
  intro,
  className,
  listClassName,
  tiles,
  fallbackIcon,
}: {
  id: string;
  intro: ComponentProps<typeof PageSection>["intro"];
  className?: string;
  listClassName: string;
  tiles: IconTile[];
  fallbackIcon?: ComponentProps<typeof Icon>["fallback"];
}) {
  return (
    <PageSection id={id} intro={intro} className={className}>
      <ul className={listClassName}>
        {tiles.map((tile) => (
          <li key={tile._key}>
            <Icon name={tile.icon} fallback={fallbackIcon} />
            <h3>{tile.heading}</h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/**
 * A section component for one content fragment: nothing when the fragment has no tiles, else its intro and tiles
 * (`tilesOf` reads them from the fragment) in a list of class `listClassName`.
 */
export function iconTileGrid<S extends { intro: ComponentProps<typeof PageSection>["intro"] }>(
  listClassName: string,
  tilesOf: (section: S) => IconTile[] | null | undefined,
  fallbackIcon?: ComponentProps<typeof Icon>["fallback"],
) {
  return function IconTileGrid({ id, section, className }: { id: string; section: S | null; className?: string }) {
    const tiles = section ? tilesOf(section) : null;
    if (!section || !tiles?.length) return null;
    return (
      <IconTileSection
        id={id}
        intro={section.intro}
        className={className}
        listClassName={listClassName}
        tiles={tiles}
        fallbackIcon={fallbackIcon}
      />
    );
  };
}
