import { Building2, Clock, UsersRound } from "lucide-react";
import type { ImageAsset } from "../../../contracts/image-asset";
import type { CaseStudy } from "../../generated/types/case-studies";
import { cn } from "../../lib/cn";
import { accentClasses } from "../../lib/colours";
import { DetailList } from "../sections/DetailList";
import { MarkdownBody } from "../sections/MarkdownBody";
import { Badge } from "../ui/Badge";
import { panelClasses } from "../ui/Panel";
import { Picture } from "../ui/Picture";

export type CaseStudyData = Omit<CaseStudy, "image"> & { image: ImageAsset };

function TextPart({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-accent uppercase">{title}</h4>
      <p className="mt-2 text-ink-muted">{text}</p>
    </div>
  );
}

/** One case study: image, category, title, facts, description, then challenge to results. */
export function CaseStudyCard({ study }: { study: CaseStudyData }) {
  const accent = accentClasses[study.colour];
  const titleId = `case-study-${study.id}`;
  const facts = [
    { label: "Duration", value: study.duration, icon: <Clock aria-hidden="true" className="size-4" /> },
    { label: "Team Size", value: study.teamSize, icon: <UsersRound aria-hidden="true" className="size-4" /> },
    { label: "Client", value: study.client, icon: <Building2 aria-hidden="true" className="size-4" /> },
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-case-study={study.id}
      className={cn(panelClasses({ flush: true }), "overflow-hidden transition-colors", accent.ring)}
    >
      <div className="grid lg:grid-cols-[2fr_3fr]">
        <Picture
          image={study.image}
          alt={`Screens of the ${study.title} on a laptop and a phone`}
          sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
          className="h-full w-full object-cover"
        />
        <div className="space-y-5 p-6 sm:p-8">
          <Badge className={cn("border-transparent", accent.icon)} data-part="category">
            {study.category}
          </Badge>
          <h3 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
            {study.title}
          </h3>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map((fact) => (
              <div key={fact.label} className="flex items-center gap-2" data-fact={fact.label}>
                <dt className="flex items-center gap-1.5 text-ink-muted">
                  {fact.icon}
                  {fact.label}:
                </dt>
                <dd className="font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <MarkdownBody html={study.description} data-part="description" />
        </div>
      </div>
      <div className="grid gap-8 border-t border-line p-6 sm:p-8 md:grid-cols-2">
        <TextPart title="Challenge" text={study.challenge} />
        <TextPart title="Solution" text={study.solution} />
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-accent uppercase">Technologies Used</h4>
          <ul className="mt-3 flex flex-wrap gap-2" data-part="technologies">
            {study.technologies.map((technology) => (
              <li key={technology}>
                <Badge>{technology}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <DetailList title="Key Features" items={study.features} />
        <div className="md:col-span-2">
          <DetailList title="Results Achieved" items={study.results} />
        </div>
      </div>
    </article>
  );
}
