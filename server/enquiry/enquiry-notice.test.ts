import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import type { MailSettings } from "../mail/outgoing-mail.ts";
import type { StoredEnquiry } from "../store/leads-store.ts";
import { enquiryNoticeMail } from "./enquiry-notice.ts";

const SETTINGS: MailSettings = { ...TEST_SETTINGS, mailFrom: undefined };

const ENQUIRY: StoredEnquiry = {
  id: 42,
  receivedAt: "2025-01-02T03:04:05.000Z",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.org",
  phone: "+1 555 0100",
  company: "Navy Labs",
  serviceInterest: "Mobile Applications",
  budget: "under-10k",
  description: "We need an app.\n\nIt should compile.",
  state: "received",
  spamReason: null,
};

/** The message nodemailer would transmit for this mail, split at the blank line. */
async function rendered(mail: ReturnType<typeof enquiryNoticeMail>): Promise<{ head: string; body: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transport.sendMail(mail);
  const raw = (info.message as Buffer).toString("utf8");
  const split = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, split), body: raw.slice(split + 4) };
}

describe("enquiryNoticeMail", () => {
  it("goes to notifyTo, with Reply-To the visitor and only the enquiry number in the subject", () => {
    const mail = enquiryNoticeMail(ENQUIRY, SETTINGS);
    expect(mail.to).toBe("projects@example.com");
    expect(mail.replyTo).toBe("grace@example.org");
    expect(mail.subject).toBe("New website enquiry #42");
    expect(mail.from).toBe('"Northwind Digital website" <no-reply@example.com>');
  });

  it("uses MAIL_FROM when set", () => {
    const mail = enquiryNoticeMail(ENQUIRY, { ...SETTINGS, mailFrom: "Leads <leads@northwind.test>" });
    expect(mail.from).toBe("Leads <leads@northwind.test>");
  });

  it("keeps quotes and line breaks of the site name out of the default sender", () => {
    const mail = enquiryNoticeMail(ENQUIRY, { ...SETTINGS, siteName: 'Evil "Co"\r\nBcc: x@evil.test' });
    expect(mail.from).toBe('"Evil CoBcc: x@evil.test website" <no-reply@example.com>');
  });

  it("lists every field in the body, the budget by its label", () => {
    const { text } = enquiryNoticeMail(ENQUIRY, SETTINGS);
    for (const value of [
      "Grace Hopper",
      "grace@example.org",
      "+1 555 0100",
      "Navy Labs",
      "Mobile Applications",
      "Under $10,000",
      "2025-01-02T03:04:05.000Z",
      "Enquiry number:   42",
      "We need an app.\n\nIt should compile.",
      "Northwind Digital",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain("under-10k");
  });

  it("says which optional fields were left empty, and shows an unknown budget value as is", () => {
    const { text } = enquiryNoticeMail(
      { ...ENQUIRY, phone: "", company: "", serviceInterest: "", budget: "" },
      SETTINGS,
    );
    expect(text).toMatch(/Phone: +\(not given\)/);
    expect(text).toMatch(/Company: +\(not given\)/);
    expect(text).toMatch(/Service interest: +\(none chosen\)/);
    expect(text).toMatch(/Budget: +\(not chosen\)/);
    expect(enquiryNoticeMail({ ...ENQUIRY, budget: "over-100k" }, SETTINGS).text).toMatch(
      /Budget: +over-100k/,
    );
  });

  it("puts nothing the visitor typed into a header of the transmitted message", async () => {
    const hostile: StoredEnquiry = {
      ...ENQUIRY,
      firstName: "Mallory\r\nBcc: victim@evil.test",
      lastName: "Subject: hacked",
      company: "X-Injected: yes",
      description: "Line one\r\n\r\nContent-Type: text/html\r\n<b>bold</b>",
    };
    const { head, body } = await rendered(enquiryNoticeMail(hostile, SETTINGS));
    for (const typed of ["Mallory", "victim@evil.test", "hacked", "X-Injected", "text/html"]) {
      expect(head).not.toContain(typed);
    }
    expect(head).toMatch(/^Subject: New website enquiry #42$/m);
    expect(head).toMatch(/^Reply-To: grace@example\.org$/m);
    expect(head).toMatch(/^To: projects@example\.com$/m);
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(body).toContain("Mallory");
  });
});
