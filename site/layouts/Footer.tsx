import type { ReactNode } from "react";
import { Icon } from "../components/ui/Icon";
import type { IconName } from "../generated/icons";
import { site } from "../generated/site";
import { siteLogoSrc } from "../generated/site-logo";
import { telHref } from "../lib/tel-href";
import { CurrentYear } from "./CurrentYear";
import { mainNavigation } from "./navigation";
import { SocialIcon } from "./SocialIcon";

/** A contact line: its icon, then its text or link, wrapped lines kept clear of the icon. */
function ContactLine({ icon, href, children }: { icon: IconName; href?: string; children: ReactNode }) {
  const content = (
    <>
      <Icon name={icon} className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </>
  );
  return (
    <p>
      {href ? (
        <a href={href} className="flex gap-2 text-ink-muted hover:text-ink">
          {content}
        </a>
      ) : (
        <span className="flex gap-2 text-ink-muted">{content}</span>
      )}
    </p>
  );
}

/** The e-mail and phone lines of the company or of one office. */
function MailAndPhone({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <ContactLine icon="mail" href={`mailto:${email}`}>
        {email}
      </ContactLine>
      <ContactLine icon="phone" href={telHref(phone)}>
        {phone}
      </ContactLine>
    </>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src={siteLogoSrc} alt="" width={28} height={28} loading="lazy" />
            {site.name}
          </p>
          <p className="text-ink-muted">{site.tagline}</p>
          <ul className="flex gap-3" aria-label="Social networks">
            {site.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.label} (opens in a new tab)`}
                  className="flex size-11 items-center justify-center rounded-full border border-line text-ink-muted hover:border-accent hover:text-accent-strong"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-ink uppercase">Company</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="text-ink-muted hover:text-ink">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-ink uppercase">Get in touch</h2>
          <MailAndPhone email={site.email} phone={site.phone} />
          <ContactLine icon="building-2">Business registration: {site.registrationNumber}</ContactLine>
        </div>
        <div className="space-y-5 text-sm">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-ink uppercase">Our offices</h2>
          {site.offices.map((office) => (
            <address key={office.title} className="space-y-1 not-italic">
              <p className="font-semibold text-ink">
                {office.title} · {office.city}, {office.country}
              </p>
              <ContactLine icon="map-pin">{office.address}</ContactLine>
              <MailAndPhone email={office.email} phone={office.phone} />
            </address>
          ))}
        </div>
      </div>
      <p className="border-t border-line py-6 text-center text-sm text-ink-muted">
        © <CurrentYear /> {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
