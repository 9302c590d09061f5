import { cn } from "../../lib/cn";
import { telHref } from "../../lib/tel-href";
import { cardClasses } from "../ui/Card";
import { Icon } from "../ui/Icon";

const reasons = {
  noscript:
    "This form needs JavaScript for its spam check, and JavaScript is off in this browser. Nothing is lost: write or call us and we will answer within one business day.",
  blocked:
    "The spam check could not load in this browser (a content blocker or a firewall may stop it), so the form cannot be sent from here. Nothing is lost: write or call us and we will answer within one business day.",
} as const;

/**
 * What to do when the form cannot be sent because the bot-check cannot run: the company's e-mail
 * and phone, as links, so no enquiry is lost in silence.
 */
export function ReachUsInstead({
  contact,
  reason,
}: {
  contact: { email: string; phone: string };
  reason: keyof typeof reasons;
}) {
  return (
    <div
      role={reason === "blocked" ? "alert" : undefined}
      data-reach-us-instead={reason}
      className={cn(cardClasses({ padding: "sm", raised: true }), "text-sm")}
    >
      <p className="text-ink">{reasons[reason]}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-2 font-semibold text-accent-strong hover:text-ink"
        >
          <Icon name="mail" className="size-4" />
          {contact.email}
        </a>
        <a
          href={telHref(contact.phone)}
          className="inline-flex items-center gap-2 font-semibold text-accent-strong hover:text-ink"
        >
          <Icon name="phone" className="size-4" />
          {contact.phone}
        </a>
      </p>
    </div>
  );
}
