import { Building2, Clock, Cpu, ExternalLink, Quote, Users } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { ProjectDetailData } from "../../pages/projects/@id/+data";
import { HistoryBack } from "../HistoryBack";
import { CallToActionSection } from "../sections/CallToActionSection";
import { Badge } from "../ui/Badge";
import { ButtonLink } from "../ui/ButtonLink";
import { Card, cardClasses } from "../ui/Card";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { Gallery } from "./Gallery";
import { TechBadge } from "./TechBadge";
import { TextList } from "./TextList";

function Block({ title, children, part }: { title: string; children: ReactNode; part: string }) {
  return (
    <Card data-part={part} className="space-y-4">
      <Heading level={2} className="text-xl">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

export function ProjectDetail({ project }: { project: ProjectDetailData }) {
  const stats = [
    { label: "Duration", value: project.duration, icon: Clock },
    { label: "Team Size", value: project.team, icon: Users },
    { label: "Technologies", value: String(project.technologies.length), icon: Cpu },
    { label: "Client", value: project.client, icon: Building2 },
  ];
  const hasPurpose =
    project.painPoints !== undefined ||
    project.sourcesOfPainPoints !== undefined ||
    project.solutionsProposed !== undefined;
  return (
    <>
      <Section pad="top" className="space-y-6 pb-8" data-part="intro">
        <HistoryBack label="Back" fallbackHref="/projects" />
        <div className="space-y-4">
          <Badge>{project.industry}</Badge>
          <Heading level={1}>{project.title}</Heading>
          <p className="max-w-3xl text-lg text-ink-muted">{project.subtitle}</p>
        </div>
      </Section>

      <Section pad="none" aria-label="Project facts" data-part="stats">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map(({ label, value, icon: StatIcon }) => (
            <Card key={label} padding="md">
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <StatIcon aria-hidden="true" className="size-4 text-accent" />
                {label}
              </dt>
              <dd className="mt-2 text-lg font-semibold text-ink">{value}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      {project.liveUrl !== "#" ? (
        <Section pad="none" className="pt-8" data-part="live-link">
          <ButtonLink href={project.liveUrl} external>
            View Live Project
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </ButtonLink>
        </Section>
      ) : null}

      <Section pad="bottom" className="pt-8" aria-label="Screens" data-part="gallery">
        <Gallery images={project.images} title={project.title} />
      </Section>

      <Section pad="bottom" className="grid gap-6 lg:grid-cols-2" data-part="overview">
        {project.clientOverview.trim() ? (
          <Block title="Client Overview" part="client-overview">
            <p className="text-ink-muted">{project.clientOverview}</p>
          </Block>
        ) : null}
        <Block title="Project Overview" part="project-overview">
          <p className="text-ink-muted">{project.overview}</p>
          <Heading level={3}>The Challenge</Heading>
          <p className="text-ink-muted">{project.challenge}</p>
          <Heading level={3}>Our Solution</Heading>
          <p className="text-ink-muted">{project.solution}</p>
        </Block>
      </Section>

      {hasPurpose ? (
        <Section pad="bottom" data-part="purpose">
          <Block title="Purpose of Project Initiation" part="purpose-block">
            <div className="grid gap-6 md:grid-cols-3">
              <div className="space-y-3">
                <Heading level={3}>Pain Points</Heading>
                <TextList items={project.painPoints ?? []} />
              </div>
              <div className="space-y-3">
                <Heading level={3}>Sources of Pain Points</Heading>
                <TextList items={project.sourcesOfPainPoints ?? []} />
              </div>
              <div className="space-y-3">
                <Heading level={3}>Solutions Proposed</Heading>
                <TextList items={project.solutionsProposed ?? []} />
              </div>
            </div>
          </Block>
        </Section>
      ) : null}

      <Section pad="bottom" className="space-y-6" data-part="technology">
        <Block title="Technology Stack" part="tech-stack">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {project.technologies.map((technology) => (
              <li key={technology.name}>
                <TechBadge name={technology.name} logo={technology.logo} />
              </li>
            ))}
          </ul>
        </Block>
        <div className="grid gap-6 lg:grid-cols-2">
          <Block title="Key Features" part="features">
            <TextList items={project.features} />
          </Block>
          <Block title="Results & Impact" part="results">
            <TextList items={project.results} />
          </Block>
        </div>
      </Section>

      <Section pad="bottom" className="grid gap-6 lg:grid-cols-2" data-part="role">
        <Block title="Our Role in the Project" part="services">
          <TextList items={project.services} ordered />
        </Block>
        <Block title="Key Benefits Achieved" part="benefits">
          <TextList items={project.benefits} />
        </Block>
        {project.futureScope.length > 0 ? (
          <Block title="Future Scope" part="future-scope">
            <TextList items={project.futureScope} />
          </Block>
        ) : null}
      </Section>

      <Section pad="bottom" data-part="testimonial">
        <Heading level={2} className="mb-6 text-center">
          Client Testimonial
        </Heading>
        <div className="grid gap-6 md:grid-cols-2">
          {project.testimonials.map((testimonial) => (
            <figure key={testimonial.author} className={cn(cardClasses(), "md:last:odd:col-span-2")}>
              <Quote aria-hidden="true" className="size-8 text-accent" />
              <blockquote className="mt-4 text-lg text-ink">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="bg-gradient-accent flex size-11 items-center justify-center rounded-full font-bold text-white"
                >
                  {initials(testimonial.author)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{testimonial.author}</span>
                  <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <div data-part="closing">
        <CallToActionSection
          cta={{
            title: "Have a Project Like This in Mind?",
            text: "Tell us where your team loses time today. We will come back within 24 hours with a plan, a timeline and a fixed-scope estimate.",
            actions: [
              { label: "Start Your Project", to: "/contact" },
              { label: "View More Projects", to: "/projects" },
            ],
          }}
        />
      </div>
    </>
  );
}
