import type { ReactNode } from "react";
import type { TeamMember } from "../../generated/types/team";
import { Dialog } from "../ui/Dialog";
import { ConnectLinks } from "./ConnectLinks";
import { TeamPhoto } from "./TeamPhoto";

function Part({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section data-part={name}>
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-1.5 leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}

export const teamDialogId = (slug: string) => `team-member-${slug}`;

/** One member's profile in a modal dialog labelled by their name. */
export function TeamMemberDialog({ member }: { member: TeamMember }) {
  return (
    <Dialog
      id={teamDialogId(member.slug)}
      title={member.name}
      data-dialog="team-member"
      data-member={member.slug}
    >
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
        <div className="flex items-center gap-4 sm:block">
          <TeamPhoto
            image={member.image}
            alt={`Photo of ${member.name}`}
            sizes="(min-width: 640px) 160px, 112px"
            className="w-28 shrink-0 rounded-2xl sm:w-40"
          />
          <p className="font-medium text-accent sm:mt-3" data-part="title">
            {member.title}
          </p>
        </div>
        <div className="space-y-5">
          <Part name="education" title="Education">
            <p>{member.education}</p>
          </Part>
          <Part name="application" title="Applications">
            <p>{member.application}</p>
          </Part>
          <Part name="experience" title="Experience">
            <p>{member.experience}</p>
          </Part>
          <Part name="bio" title="About">
            <p>{member.bio}</p>
          </Part>
          <Part name="skills" title="Key Skills">
            <ul className="flex flex-wrap gap-2">
              {member.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-surface-raised px-3 py-1 text-sm text-ink">
                  {skill}
                </li>
              ))}
            </ul>
          </Part>
          <Part name="connect" title="Connect">
            <ConnectLinks member={member} />
          </Part>
        </div>
      </div>
    </Dialog>
  );
}
