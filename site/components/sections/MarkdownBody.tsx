import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type MarkdownBodyProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** HTML the build rendered from a content file's Markdown body. */
  html: string;
};

/** A Markdown body rendered at build time: paragraphs, emphasis, lists and links in the site's type. */
export function MarkdownBody({ html, className, ...props }: MarkdownBodyProps) {
  return (
    <div
      className={cn(
        "space-y-4 text-ink-muted [&_a]:text-accent-strong [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders it from our own content files with marked
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
