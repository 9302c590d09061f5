import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactPage } from "../../generated/types/page-contact";
import type { Site } from "../../generated/types/site";
import { cn } from "../../lib/cn";
import { telHref } from "../../lib/tel-href";
import { cardClasses } from "../ui/Card";
import { Heading } from "../ui/Heading";

interface ContactCardsProps {
  content: ContactPage["contactCards"];
  site: Pick<Site, "phone" | "email" | "businessHours">;
  office: { address: string; mapUrl: string };
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={cn("flex gap-4", cardClasses({ padding: "md" }))}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
        {icon}
      </span>
      <div className="min-w-0">
        <Heading level={3}>{title}</Heading>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

const linkClasses = "break-words text-accent-strong underline-offset-4 hover:underline";

/** Phone, e-mail, the head office address (linking to a maps page) and business hours. */
export function ContactCards({ content, site, office }: ContactCardsProps) {
  const icon = "size-5";
  return (
    <div data-contact-cards="">
      <Heading level={2} className="mb-6">
        {content.title}
      </Heading>
      <ul className="space-y-4">
        <ContactCard icon={<Phone aria-hidden="true" className={icon} />} title={content.phone}>
          <a href={telHref(site.phone)} className={linkClasses}>
            {site.phone}
          </a>
        </ContactCard>
        <ContactCard icon={<Mail aria-hidden="true" className={icon} />} title={content.email}>
          <a href={`mailto:${site.email}`} className={linkClasses}>
            {site.email}
          </a>
        </ContactCard>
        <ContactCard icon={<MapPin aria-hidden="true" className={icon} />} title={content.address}>
          <address className="not-italic">{office.address}</address>
          <a href={office.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {content.mapLink}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </ContactCard>
        <ContactCard icon={<Clock aria-hidden="true" className={icon} />} title={content.hours}>
          <p>
            {site.businessHours.days}: {site.businessHours.hours}
          </p>
          <p>
            {content.weekend}: {site.businessHours.weekend}
          </p>
        </ContactCard>
      </ul>
    </div>
  );
}
