import type { StoredEnquiry } from "./leads-store.ts";

/** An enquiries row as both SQL stores select it: ids and times come back as each driver has them. */
export interface EnquiryRow {
  id: number | string;
  received_at: string | Date;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  service_interest: string;
  budget: string;
  description: string;
  spam_reason: string | null;
}

/** The columns of an EnquiryRow, from the `enquiries` table aliased `e`. */
export const ENQUIRY_COLUMNS =
  "e.id, e.received_at, e.first_name, e.last_name, e.email, e.phone, e.company, e.service_interest, e.budget, e.description, e.spam_reason";

/** pg hands bigint ids over as text and timestamptz as Date; the stores answer numbers and ISO strings. */
export function toEnquiry(row: EnquiryRow): StoredEnquiry {
  return {
    id: Number(row.id),
    receivedAt: row.received_at instanceof Date ? row.received_at.toISOString() : row.received_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.service_interest,
    budget: row.budget,
    description: row.description,
    state: row.spam_reason === null ? "received" : "spam",
    spamReason: row.spam_reason,
  };
}
