import { describe, expect, it } from "vitest";
import type {
  OutboxSummary,
  StoredEnquiry,
  StoredSubscription,
  WebhookSummary,
} from "../../server/store/leads-store.ts";
import {
  ago,
  type Column,
  describeOutbox,
  formatLeadsList,
  oneLine,
  renderTable,
  truncate,
} from "./table.ts";

function enquiry(id: number, receivedAt: string, overrides: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return {
    id,
    receivedAt,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada${id}@example.com`,
    phone: "",
    company: "",
    serviceInterest: "Cloud migration",
    budget: "£10k–£25k",
    description: "We need help.",
    state: "received",
    spamReason: null,
    ...overrides,
  };
}

const idle: OutboxSummary = { sent: 0, queued: 0, oldestQueuedAt: undefined, lastError: undefined };
const noHooks: WebhookSummary = { delivered: 0, queued: 0, failed: 0, recentFailures: [] };
const now = new Date("2026-11-03T12:00:00.000Z");

describe("oneLine and truncate", () => {
  it("turns line breaks, control characters and direction overrides into single spaces", () => {
    expect(oneLine(" Ada\r\n\tLovelace\u001b[31m red\u202e evil \u0007")).toBe("Ada Lovelace [31m red evil");
  });

  it("cuts with an ellipsis, counting characters rather than UTF-16 units", () => {
    expect(truncate("Lovelace", 8)).toBe("Lovelace");
    expect(truncate("Lovelace", 5)).toBe("Love…");
    expect(truncate("😀😀😀", 2)).toBe("😀…");
  });
});

describe("renderTable", () => {
  const columns: Column[] = [
    { header: "ID", min: 2, max: 5, align: "right" },
    { header: "NAME", min: 4, max: 10 },
    { header: "EMAIL", min: 5, max: 30 },
  ];

  it("sizes columns to their content within their maximum and right-aligns numbers", () => {
    expect(
      renderTable(
        columns,
        [
          ["7", "Ada Lovelace", "ada@example.com"],
          ["12", "Bo", ""],
        ],
        200,
      ),
    ).toEqual(["ID  NAME        EMAIL", " 7  Ada Lovel…  ada@example.com", "12  Bo"]);
  });

  it("shrinks the widest columns to fit the terminal, never below their minimum", () => {
    const rows = [["1", "Grace Hopper", "grace.hopper@navy.example.mil"]];
    const lines = renderTable(columns, rows, 30);
    expect(lines).toEqual(["ID  NAME        EMAIL", " 1  Grace Hop…  grace.hopper@…"]);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(30);
    expect(renderTable(columns, rows, 5)[1]).toBe(" 1  Gra…  grac…");
  });
});

describe("ago", () => {
  it("says roughly how long ago", () => {
    expect(ago("2026-11-03T11:59:30.000Z", now)).toBe("just now");
    expect(ago("2026-11-03T11:15:00.000Z", now)).toBe("45 min ago");
    expect(ago("2026-11-02T09:00:00.000Z", now)).toBe("27 h ago");
    expect(ago("2026-10-30T12:00:00.000Z", now)).toBe("4 days ago");
  });
});

describe("describeOutbox", () => {
  it("counts sent and queued e-mails", () => {
    expect(describeOutbox({ ...idle, sent: 1 }, now)).toBe("Outbox: 1 e-mail sent, 0 queued.");
  });

  it("says since when e-mails wait and the last error, on one line", () => {
    expect(
      describeOutbox(
        {
          sent: 10,
          queued: 2,
          oldestQueuedAt: "2026-11-03T09:00:00.000Z",
          lastError: "connect ECONNREFUSED 127.0.0.1:587\n  at TCPConnectWrap",
        },
        now,
      ),
    ).toBe(
      "Outbox: 10 e-mails sent, 2 queued, oldest queued since 2026-11-03 09:00 UTC (3 h ago), " +
        "last error: connect ECONNREFUSED 127.0.0.1:587 at TCPConnectWrap.",
    );
  });
});

describe("formatLeadsList", () => {
  const enquiries = [
    enquiry(1, "2026-10-30T09:00:00.000Z", { firstName: "Grace", lastName: "Hopper" }),
    enquiry(2, "2026-11-01T08:30:00.000Z", { serviceInterest: "", budget: "" }),
    enquiry(3, "2026-11-02T12:00:00.000Z", { firstName: "Alan", lastName: "Turing", budget: "Not sure yet" }),
  ];
  const subscriptions: StoredSubscription[] = [
    {
      id: 1,
      email: "old@example.com",
      subscribedAt: "2026-10-31T10:00:00.000Z",
      state: "confirmed",
      confirmedAt: "2026-10-31T10:20:00.000Z",
      unsubscribedAt: null,
      spamReason: null,
    },
    {
      id: 2,
      email: "new@example.com",
      subscribedAt: "2026-11-01T00:00:00.000Z",
      state: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
      spamReason: null,
    },
  ];
  const base = {
    kind: undefined,
    since: undefined,
    limit: 20,
    enquiries,
    subscriptions,
    outbox: {
      sent: 1,
      queued: 2,
      oldestQueuedAt: "2026-11-01T08:30:00.000Z",
      lastError: "421 Try again later",
    },
    webhooks: noHooks,
    spam: false,
    now,
    width: 120,
  };

  it("lists both kinds newest first, then totals and the outbox", () => {
    expect(formatLeadsList(base)).toBe(
      [
        "Enquiries: 3, newest first",
        "ID  RECEIVED (UTC)    NAME          EMAIL             SERVICE INTEREST  BUDGET",
        " 3  2026-11-02 12:00  Alan Turing   ada3@example.com  Cloud migration   Not sure yet",
        " 2  2026-11-01 08:30  Ada Lovelace  ada2@example.com",
        " 1  2026-10-30 09:00  Grace Hopper  ada1@example.com  Cloud migration   £10k–£25k",
        "",
        "Subscriptions: 2, newest first",
        "ID  SUBSCRIBED (UTC)  STATE      CONFIRMED (UTC)   EMAIL",
        " 2  2026-11-01 00:00  pending                      new@example.com",
        " 1  2026-10-31 10:00  confirmed  2026-10-31 10:20  old@example.com",
        "",
        "Total: 3 enquiries, 2 subscriptions (1 confirmed, 1 pending). Outbox: 1 e-mail sent, 2 queued, oldest queued since " +
          "2026-11-01 08:30 UTC (2 days ago), last error: 421 Try again later.",
        "",
      ].join("\n"),
    );
  });

  it("says how many it left out with --limit and names the --since moment", () => {
    const text = formatLeadsList({
      ...base,
      limit: 1,
      since: "2026-10-01T00:00:00.000Z",
    });
    expect(text).toContain("Enquiries: newest 1 of 3 since 2026-10-01 (--limit to show more)\n");
    expect(text).toContain("Subscriptions: newest 1 of 2 since 2026-10-01 (--limit to show more)\n");
    expect(text).toContain(
      "\nTotal: 3 enquiries, 2 subscriptions (1 confirmed, 1 pending) since 2026-10-01. Outbox:",
    );
    expect(text).not.toContain("Grace");
    expect(formatLeadsList({ ...base, since: "2026-10-01T10:30:00.000Z" })).toContain(
      "Enquiries: 3 since 2026-10-01T10:30:00.000Z, newest first",
    );
  });

  it("shows one kind with --kind, and the outbox (enquiry notices and subscribers' e-mails) with both", () => {
    const subscriptionsOnly = formatLeadsList({ ...base, kind: "subscriptions" });
    expect(subscriptionsOnly).not.toContain("Enquiries");
    expect(subscriptionsOnly).toMatch(
      /\nTotal: 2 subscriptions \(1 confirmed, 1 pending\)\. Outbox: 1 e-mail sent, /,
    );
    const enquiriesOnly = formatLeadsList({ ...base, kind: "enquiries" });
    expect(enquiriesOnly).not.toContain("Subscriptions");
    expect(enquiriesOnly).toContain("Total: 3 enquiries. Outbox: 1 e-mail sent");
  });

  it("says when there is nothing to show", () => {
    expect(
      formatLeadsList({
        ...base,
        enquiries: [],
        subscriptions: [],
        outbox: idle,
        since: "2026-11-05T00:00:00.000Z",
      }),
    ).toBe(
      "No enquiries since 2026-11-05.\n\nNo subscriptions since 2026-11-05.\n\n" +
        "Total: 0 enquiries, 0 subscriptions since 2026-11-05. Outbox: 0 e-mails sent, 0 queued.\n",
    );
  });

  it("counts unsubscribed addresses apart and shows their state in full", () => {
    const unsubscribed: StoredSubscription = {
      id: 3,
      email: "gone@example.com",
      subscribedAt: "2026-11-02T00:00:00.000Z",
      state: "unsubscribed",
      confirmedAt: "2026-11-02T00:10:00.000Z",
      unsubscribedAt: "2026-11-03T00:00:00.000Z",
      spamReason: null,
    };
    const text = formatLeadsList({
      ...base,
      kind: "subscriptions",
      subscriptions: [...subscriptions, unsubscribed],
    });
    expect(text).toContain(" 3  2026-11-02 00:00  unsubscribed  2026-11-02 00:10  gone@example.com\n");
    expect(text).toContain("Total: 3 subscriptions (1 confirmed, 1 pending, 1 unsubscribed).");
  });

  it("with --spam, lists the leads kept aside with why, and says how to release one", () => {
    const text = formatLeadsList({
      ...base,
      spam: true,
      enquiries: [enquiry(4, "2026-11-02T13:00:00.000Z", { state: "spam", spamReason: "honeypot" })],
      subscriptions: [
        {
          id: 5,
          email: "bot@example.com",
          subscribedAt: "2026-11-02T14:00:00.000Z",
          state: "spam",
          confirmedAt: null,
          unsubscribedAt: null,
          spamReason: "honeypot",
        },
      ],
    });
    expect(text.split("\n").slice(0, 7)).toEqual([
      "Enquiries kept as spam: 1, newest first",
      "ID  RECEIVED (UTC)    NAME          EMAIL             KEPT AS SPAM FOR",
      " 4  2026-11-02 13:00  Ada Lovelace  ada4@example.com  honeypot",
      "",
      "Subscriptions kept as spam: 1, newest first",
      "ID  SIGNED UP (UTC)   KEPT AS SPAM FOR  EMAIL",
      " 5  2026-11-02 14:00  honeypot          bot@example.com",
    ]);
    expect(text).toContain(
      "\nTotal: 1 enquiry, 1 subscription kept as spam. `site leads release <id>` moves one back. Outbox:",
    );
  });

  it("says nothing of webhooks when none was ever queued; else counts them and lists those given up", () => {
    expect(formatLeadsList(base)).not.toContain("Webhook");
    const text = formatLeadsList({
      ...base,
      webhooks: {
        delivered: 7,
        queued: 1,
        failed: 2,
        recentFailures: [
          {
            id: 9,
            target: "crm.example.com#0a1b2c3d4e5f",
            lead: { enquiry: 3 },
            queuedAt: "2026-11-02T12:00:00.000Z",
            failedAt: "2026-11-02T12:00:05.000Z",
            attempts: 1,
            lastError: "HTTP 404 Not Found",
          },
        ],
      },
    });
    expect(text).toContain(
      "\nWebhook deliveries given up: newest 1 of 2\n" +
        "LEAD       HOOK                          FAILED (UTC)      TRIES  LAST ERROR\n" +
        "enquiry 3  crm.example.com#0a1b2c3d4e5f  2026-11-02 12:00      1  HTTP 404 Not Found\n",
    );
    expect(text).toMatch(/Outbox: .*\. Webhooks: 7 delivered, 1 queued, 2 failed \(listed above\)\.\n$/);
  });
});
