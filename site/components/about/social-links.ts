import type { TeamMember } from "../../generated/types/team";

export type SocialKey = keyof TeamMember["socials"];

export interface SocialLink {
  key: SocialKey;
  /** Visible label. */
  label: string;
  href: string;
  /** Accessible name, e.g. 'LinkedIn profile of Olivia Hart'. */
  name: string;
  external: boolean;
}

/** The networks in the order the Connect section lists them. */
const NETWORKS: readonly { key: SocialKey; label: string; name: (person: string) => string }[] = [
  { key: "linkedin", label: "LinkedIn", name: (person) => `LinkedIn profile of ${person}` },
  { key: "twitter", label: "Twitter", name: (person) => `Twitter profile of ${person}` },
  { key: "email", label: "Email", name: (person) => `Email ${person}` },
  { key: "website", label: "Website", name: (person) => `Website of ${person}` },
  { key: "researchgate", label: "ResearchGate", name: (person) => `ResearchGate profile of ${person}` },
  { key: "orcid", label: "ORCID", name: (person) => `ORCID record of ${person}` },
  { key: "google_scholar", label: "Google Scholar", name: (person) => `Google Scholar profile of ${person}` },
];

/** Only the networks the member's file lists; e-mail as a mailto: link, the rest open a new tab. */
export function socialLinks(member: TeamMember): SocialLink[] {
  return NETWORKS.flatMap(({ key, label, name }) => {
    const value = member.socials[key];
    if (!value) return [];
    const email = key === "email";
    return [
      { key, label, href: email ? `mailto:${value}` : value, name: name(member.name), external: !email },
    ];
  });
}
