/** The content colours (schemas/sections.schema.json) as screen colours: Tailwind's 600 shades. */
export const PRIMARY = {
  sky: "#0284c7",
  blue: "#2563eb",
  indigo: "#4f46e5",
  violet: "#7c3aed",
  fuchsia: "#c026d3",
  rose: "#e11d48",
  amber: "#d97706",
  emerald: "#059669",
  teal: "#0d9488",
  cyan: "#0891b2",
} as const;
