import { useEffect, useState } from "react";

const buildYear = new Date().getFullYear();

/** The year of the build in the prerendered HTML, the visitor's current year once running. */
export function CurrentYear() {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
