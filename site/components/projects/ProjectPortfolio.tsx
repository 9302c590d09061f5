import type { ProjectFacets } from "../../../contracts/project-filter";
import { PROJECT_ID } from "../../enhance/attributes";
import type { ProjectCardData } from "../../pages/projects/+data";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { ProjectCard } from "./ProjectCard";
import { ProjectFiltersIsland } from "./ProjectFiltersIsland";

const GRID_ID = "project-grid";

/**
 * Cards after the first are laid out and painted only near the viewport: the first paint of the
 * 24-card page skips most of their style and layout work. The height stands in for a card not yet
 * rendered (measured 347–364 px from phone to desktop widths); the browser then remembers the real one.
 */
const RENDER_WHEN_NEAR = "[content-visibility:auto] [contain-intrinsic-size:auto_none_auto_22.5rem]";

/** The filter bar (an island) and the grid it filters, which is static HTML with every card. */
export function ProjectPortfolio({
  cards,
  facets,
}: {
  cards: readonly ProjectCardData[];
  facets: ProjectFacets;
}) {
  return (
    <Section pad="bottom" aria-labelledby="portfolio-heading">
      {/* The h1 → h2 → h3 outline: the cards are h3s, and the design shows no heading above them. */}
      <Heading level={2} id="portfolio-heading" className="sr-only">
        Project portfolio
      </Heading>
      <ProjectFiltersIsland
        facets={facets}
        projects={cards.map(({ id, industry, technologies }) => ({ id, industry, technologies }))}
        gridId={GRID_ID}
      />
      <ul id={GRID_ID} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="project-grid">
        {cards.map((card, index) => (
          <li
            key={card.id}
            {...{ [PROJECT_ID]: card.id }}
            className={index > 0 ? RENDER_WHEN_NEAR : undefined}
          >
            {/* The first thumbnail is the LCP: eager and high priority; the rest stay lazy. */}
            <ProjectCard card={card} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
