import { Heading } from "../ui/Heading";

export function SectionHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <Heading level={2}>{title}</Heading>
      {intro ? <p className="mt-4 text-ink-muted">{intro}</p> : null}
    </div>
  );
}
