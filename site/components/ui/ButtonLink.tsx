import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  primary: "bg-gradient-accent text-white shadow-lg shadow-sky-950/40 hover:brightness-110",
  secondary: "border border-line bg-surface text-ink hover:border-accent hover:text-accent-strong",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary") =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition",
    variants[variant],
  );

type ButtonLinkProps = ComponentProps<"a"> & { variant?: ButtonVariant; external?: boolean };

/** A link styled as a button; `external` opens a new tab safely. */
export function ButtonLink({
  variant = "primary",
  external = false,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <a
      className={cn(buttonClasses(variant), className)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
    </a>
  );
}
