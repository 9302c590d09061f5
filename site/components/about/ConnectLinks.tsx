import { AtSign, Briefcase, FlaskConical, Globe, GraduationCap, IdCard, Mail } from "lucide-react";
import type { TeamMember } from "../../generated/types/team";
import { type SocialKey, socialLinks } from "./social-links";

const ICONS: Record<SocialKey, typeof Mail> = {
  linkedin: Briefcase,
  twitter: AtSign,
  email: Mail,
  website: Globe,
  researchgate: FlaskConical,
  orcid: IdCard,
  google_scholar: GraduationCap,
};

/** The Connect links of one member: only the networks present in their file. */
export function ConnectLinks({ member }: { member: TeamMember }) {
  const links = socialLinks(member);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => {
        const Icon = ICONS[link.key];
        return (
          <li key={link.key}>
            <a
              href={link.href}
              aria-label={link.name}
              data-social={link.key}
              {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium text-ink transition hover:border-accent hover:text-accent-strong"
            >
              <Icon aria-hidden="true" className="size-4" />
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
