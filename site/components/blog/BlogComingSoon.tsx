import { PenLine } from "lucide-react";
import type { HomePage } from "../../generated/types/page-home";
import { cn } from "../../lib/cn";
import { NewsletterSignup } from "../newsletter/NewsletterSignup";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { COMING_SOON } from "./posts";

export interface ComingSoonContent {
  /** The home page's newsletter sign-up and its Terms, offered until the first post is out. */
  newsletter: HomePage["newsletter"];
  terms: HomePage["terms"];
}

/** Three article cards still being written (one on a phone): shapes only, for the eye. */
function DraftCards() {
  return (
    <div aria-hidden="true" className="mx-auto mt-12 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          className={cn("rounded-2xl border border-line/70 bg-ground/60 p-4", card > 0 && "max-sm:hidden")}
        >
          <div className="aspect-[16/9] rounded-xl bg-gradient-to-br from-accent/15 to-accent-2/15" />
          <div className="mt-4 h-3 w-1/3 rounded-full bg-accent/25" />
          <div className="mt-3 h-3.5 w-11/12 rounded-full bg-line" />
          <div className="mt-2 h-3.5 w-3/4 rounded-full bg-line" />
          <div className="mt-4 h-2.5 w-1/2 rounded-full bg-line/60" />
        </div>
      ))}
    </div>
  );
}

/**
 * /blog before the first post: its only text, 'Blog - Coming Soon', on a designed band with
 * the outlines of the articles to come, then the newsletter sign-up so a visitor can hear of them.
 */
export function BlogComingSoon({ newsletter, terms }: ComingSoonContent) {
  return (
    <>
      <Section pad="top" reveal={false} data-section="blog">
        <div className="relative isolate overflow-hidden rounded-3xl border border-line bg-surface px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(56_189_248/0.14),transparent_60%)]"
          />
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-accent text-white shadow-lg shadow-sky-950/40">
            <PenLine aria-hidden="true" className="size-6" />
          </span>
          <Heading level={1} className="mt-6">
            <span className="text-gradient">{COMING_SOON}</span>
          </Heading>
          <DraftCards />
        </div>
      </Section>
      <NewsletterSignup newsletter={newsletter} terms={terms} pagePath="/blog" />
    </>
  );
}
