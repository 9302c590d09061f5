/** The year of the build in the prerendered HTML; site/enhance/behaviours/current-year.ts sets the visitor's. */
export function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>;
}
