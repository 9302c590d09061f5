import { CircleCheck } from "lucide-react";
import type { List } from "../../generated/types/sections";
import { Section } from "../ui/Section";
import { SectionHeader } from "./SectionHeader";

export function ListSection({ list, name }: { list: List; name: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={list.title} intro={list.intro} />
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item) => (
          <li
            key={item}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-ink"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
