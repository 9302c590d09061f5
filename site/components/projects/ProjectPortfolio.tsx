import { useState } from "react";
import { ALL, matchesFilters, type ProjectFacets } from "../../lib/project-filter";
import type { ProjectCardData } from "../../pages/projects/+data";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { FilterDropdown } from "./FilterDropdown";
import { ProjectCard } from "./ProjectCard";
import { useProjectFilters } from "./use-project-filters";

type OpenFilter = "industry" | "technology" | null;

/** The filter bar and the grid it filters: an island (site/islands), hydrated on load. */
export default function ProjectPortfolio({
  cards,
  facets,
}: {
  cards: readonly ProjectCardData[];
  facets: ProjectFacets;
}) {
  const { industry, technology, choose, clear } = useProjectFilters(facets);
  const [openFilter, setOpenFilter] = useState<OpenFilter>(null);
  // Opening one filter closes the other: only one panel is open at a time.
  const openChange = (filter: Exclude<OpenFilter, null>) => (open: boolean) =>
    setOpenFilter((current) => (open ? filter : current === filter ? null : current));
  const visible = cards.filter((card) => matchesFilters(card, industry, technology));
  const industryOptions = [ALL, ...facets.industries].map((value) => ({
    value,
    count: facets.counts[value]?.[technology] ?? 0,
  }));
  const technologyOptions = [ALL, ...facets.technologies].map((value) => ({
    value,
    count: facets.counts[industry]?.[value] ?? 0,
  }));
  const filtered = industry !== ALL || technology !== ALL;

  return (
    <Section pad="bottom" aria-labelledby="portfolio-heading">
      {/* The h1 → h2 → h3 outline: the cards are h3s, and the design shows no heading above them. */}
      <Heading level={2} id="portfolio-heading" className="sr-only">
        Project portfolio
      </Heading>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterDropdown
          label="Industry"
          value={industry}
          options={industryOptions}
          open={openFilter === "industry"}
          onOpenChange={openChange("industry")}
          onChoose={(value) => choose("industry", value)}
        />
        <FilterDropdown
          label="Technology"
          value={technology}
          options={technologyOptions}
          open={openFilter === "technology"}
          onOpenChange={openChange("technology")}
          onChoose={(value) => choose("technology", value)}
        />
        {filtered ? (
          <button
            type="button"
            onClick={clear}
            className="min-h-11 rounded-xl px-4 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            Clear Filters
          </button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length} {visible.length === 1 ? "project" : "projects"} shown
      </p>
      {visible.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="project-grid">
          {visible.map((card, index) => (
            <li key={card.id} data-project-id={card.id}>
              {/* The first thumbnail is the LCP: eager and high priority; the rest stay lazy. */}
              <ProjectCard card={card} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          No projects match these filters.
        </p>
      )}
    </Section>
  );
}
