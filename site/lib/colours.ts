import type { Colour } from "../generated/types/sections";

/** Accent classes per content colour, written out whole so Tailwind finds them. */
export const accentClasses: Record<Colour, { icon: string; ring: string }> = {
  sky: { icon: "bg-sky-500/15 text-sky-300", ring: "hover:border-sky-400/60" },
  blue: { icon: "bg-blue-500/15 text-blue-300", ring: "hover:border-blue-400/60" },
  indigo: { icon: "bg-indigo-500/15 text-indigo-300", ring: "hover:border-indigo-400/60" },
  violet: { icon: "bg-violet-500/15 text-violet-300", ring: "hover:border-violet-400/60" },
  fuchsia: { icon: "bg-fuchsia-500/15 text-fuchsia-300", ring: "hover:border-fuchsia-400/60" },
  rose: { icon: "bg-rose-500/15 text-rose-300", ring: "hover:border-rose-400/60" },
  amber: { icon: "bg-amber-500/15 text-amber-300", ring: "hover:border-amber-400/60" },
  emerald: { icon: "bg-emerald-500/15 text-emerald-300", ring: "hover:border-emerald-400/60" },
  teal: { icon: "bg-teal-500/15 text-teal-300", ring: "hover:border-teal-400/60" },
  cyan: { icon: "bg-cyan-500/15 text-cyan-300", ring: "hover:border-cyan-400/60" },
};

export const defaultAccent = accentClasses.sky;
