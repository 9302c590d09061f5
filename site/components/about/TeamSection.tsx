import type { AboutPage } from "../../generated/types/page-about";
import type { TeamMember } from "../../generated/types/team";
import { cn } from "../../lib/cn";
import { SectionHeader } from "../sections/SectionHeader";
import { cardClasses } from "../ui/Card";
import { opensDialog } from "../ui/Dialog";
import { Section } from "../ui/Section";
import { TeamMemberDialog, teamDialogId } from "./TeamMemberDialog";
import { TeamPhoto } from "./TeamPhoto";

interface TeamSectionProps {
  heading: AboutPage["team"];
  members: readonly TeamMember[];
}

/**
 * The team grid: each card is a button opening that member's profile dialog. Every profile is in
 * the prerendered HTML (a closed <dialog>), so its text is there without JavaScript.
 */
export function TeamSection({ heading, members }: TeamSectionProps) {
  return (
    <Section data-section="team">
      <SectionHeader title={heading.title} intro={heading.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.slug}>
            <button
              type="button"
              {...opensDialog(teamDialogId(member.slug))}
              data-member={member.slug}
              className={cn(
                "group flex h-full w-full items-center overflow-hidden sm:flex-col sm:items-stretch",
                cardClasses({ padding: "none" }),
                "text-left transition-colors hover:border-accent",
              )}
            >
              <TeamPhoto
                image={member.image}
                alt=""
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 144px"
                className="w-36 shrink-0 sm:w-full"
              />
              <span className="flex flex-col gap-1 p-5">
                <span className="text-lg font-semibold text-ink">{member.name}</span>
                <span className="text-ink-muted">{member.title}</span>
                <span className="mt-2 text-sm font-medium text-accent group-hover:underline">
                  View profile
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {members.map((member) => (
        <TeamMemberDialog key={member.slug} member={member} />
      ))}
    </Section>
  );
}
