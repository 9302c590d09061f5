/** A `tel:` link for a phone number as people write it: `+61 2 5550 0100` → `tel:+61255500100`. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
