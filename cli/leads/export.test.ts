import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { StoredEnquiry, StoredSubscription } from "../../server/store/leads-store.ts";
import { enquiryFields, exportLeads, exportRows, subscriptionFields } from "./export.ts";

/** The row with only these fields, as an export writes it. */
function picked<Row extends object>(row: Row | undefined, fields: readonly (keyof Row)[]) {
  return Object.fromEntries(fields.map((field) => [field, row?.[field]]));
}

const tricky: StoredEnquiry = {
  id: 7,
  receivedAt: "2026-11-01T08:30:00.000Z",
  firstName: '=HYPERLINK("http://evil.example","click")',
  lastName: "O'Brien, Jr.",
  email: "@ada@example.com",
  phone: "+44 20 7946 0000",
  company: 'The "Quoted" Company',
  serviceInterest: "-2+3",
  budget: "£10k–£25k",
  description: 'Line one, with a comma\nLine two "quoted"\r\nLine three',
  state: "received",
  spamReason: null,
};

describe("exportRows as CSV", () => {
  it("writes a header row of the stored field names, quotes where needed and neutralises formulas", () => {
    expect(exportRows([tricky], enquiryFields, "csv")).toBe(
      "id,receivedAt,firstName,lastName,email,phone,company,serviceInterest,budget,description\n" +
        '7,2026-11-01T08:30:00.000Z,"\'=HYPERLINK(""http://evil.example"",""click"")","O\'Brien, Jr.",' +
        '\'@ada@example.com,\'+44 20 7946 0000,"The ""Quoted"" Company",\'-2+3,£10k–£25k,' +
        '"Line one, with a comma\nLine two ""quoted""\r\nLine three"\n',
    );
  });

  it("neutralises a leading tab or carriage return too, and leaves ordinary values unquoted", () => {
    const rows: StoredSubscription[] = [
      {
        id: 1,
        subscribedAt: "2026-11-01T00:00:00.000Z",
        email: "\tcmd@example.com",
        state: "confirmed",
        confirmedAt: "2026-11-01T00:05:00.000Z",
        unsubscribedAt: null,
        spamReason: null,
      },
      {
        id: 2,
        subscribedAt: "2026-11-02T00:00:00.000Z",
        email: "plain@example.com",
        state: "pending",
        confirmedAt: null,
        unsubscribedAt: null,
        spamReason: null,
      },
    ];
    expect(exportRows(rows, subscriptionFields, "csv")).toBe(
      "id,subscribedAt,email,state,confirmedAt\n" +
        '1,2026-11-01T00:00:00.000Z,"\'\tcmd@example.com",confirmed,2026-11-01T00:05:00.000Z\n' +
        "2,2026-11-02T00:00:00.000Z,plain@example.com,pending,\n",
    );
  });

  it("quotes a value holding a semicolon or a tab, keeping the formula guard", () => {
    const row: StoredEnquiry = {
      ...tricky,
      firstName: "Eve;=1+1",
      lastName: "Tab\there",
      company: "=2+2;x",
      description: "plain",
    };
    const [, record] = exportRows([row], enquiryFields, "csv").split("\n");
    expect(record).toContain(',"Eve;=1+1","Tab\there",');
    expect(record).toContain(',"\'=2+2;x",');
  });

  it("opens as text in a spreadsheet that splits on commas, semicolons and tabs alike", () => {
    const values = ["Eve;=1+1", "a\t=1+1", "x;@SUM(A1)", "-1;+1", "Ann\t", "plain"];
    const row: StoredEnquiry = {
      ...tricky,
      firstName: values[0] ?? "",
      lastName: values[1] ?? "",
      company: values[2] ?? "",
      serviceInterest: values[3] ?? "",
      budget: values[4] ?? "",
      description: values[5] ?? "",
    };
    // LibreOffice's import splits on all three by default and honours quotes.
    const [, cells = []] = parse(exportRows([row], enquiryFields, "csv"), {
      delimiter: [",", ";", "\t"],
    }) as string[][];
    expect(cells).toHaveLength(enquiryFields.length);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells.slice(2, 9)).toEqual([
      "Eve;=1+1",
      "a\t=1+1",
      "'@ada@example.com",
      "'+44 20 7946 0000",
      "x;@SUM(A1)",
      "'-1;+1",
      "Ann\t",
    ]);
  });

  it("writes just the header when there are no rows", () => {
    expect(exportRows([], subscriptionFields, "csv")).toBe("id,subscribedAt,email,state,confirmedAt\n");
  });
});

describe("exportRows as JSON", () => {
  it("writes a pretty array of objects with the stored field names, values untouched", () => {
    const text = exportRows([tricky], enquiryFields, "json");
    expect(text.startsWith('[\n  {\n    "id": 7,\n    "receivedAt": "2026-11-01T08:30:00.000Z",\n')).toBe(
      true,
    );
    expect(text.endsWith("\n")).toBe(true);
    expect(JSON.parse(text)).toEqual([picked(tricky, enquiryFields)]);
    expect(Object.keys(JSON.parse(text)[0])).toEqual([...enquiryFields]);
  });

  it("leaves out anything that is not a stored field", () => {
    const stored = {
      id: 1,
      subscribedAt: "2026-11-01T00:00:00.000Z",
      email: "a@example.com",
      state: "pending",
      confirmedAt: null,
    };
    expect(JSON.parse(exportRows([{ ...stored, secret: "x" }], subscriptionFields, "json"))).toEqual([
      stored,
    ]);
    expect(exportRows([], subscriptionFields, "json")).toBe("[]\n");
  });
});

describe("exportLeads of subscriptions", () => {
  const rows: StoredSubscription[] = [
    {
      id: 1,
      subscribedAt: "2026-11-01T00:00:00.000Z",
      email: "a@example.com",
      state: "confirmed",
      confirmedAt: "2026-11-01T01:00:00.000Z",
      unsubscribedAt: null,
      spamReason: null,
    },
    {
      id: 2,
      subscribedAt: "2026-11-02T00:00:00.000Z",
      email: "b@example.com",
      state: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
      spamReason: null,
    },
    {
      id: 3,
      subscribedAt: "2026-11-03T00:00:00.000Z",
      email: "gone@example.com",
      state: "unsubscribed",
      confirmedAt: "2026-11-03T01:00:00.000Z",
      unsubscribedAt: "2026-11-04T00:00:00.000Z",
      spamReason: null,
    },
  ];
  const store = {
    listEnquiries: async () => [],
    listSubscriptions: async () => rows,
  };
  const exportSubscriptions = (includePending: boolean) =>
    exportLeads(store, { kind: "subscriptions", format: "json", since: undefined, includePending });

  it("writes only confirmed addresses by default, saying how many pending and unsubscribed ones it left out", async () => {
    const { text, summary } = await exportSubscriptions(false);
    expect(JSON.parse(text)).toEqual([picked(rows[0], subscriptionFields)]);
    expect(summary).toBe(
      "1 subscription (1 pending left out: --include-pending adds them; 1 unsubscribed left out)",
    );
  });

  it("writes the pending ones too with includePending, never an unsubscribed one", async () => {
    const { text, summary } = await exportSubscriptions(true);
    expect(JSON.parse(text)).toEqual(rows.slice(0, 2).map((row) => picked(row, subscriptionFields)));
    expect(text).not.toContain("gone@example.com");
    expect(summary).toBe("2 subscriptions (1 unsubscribed left out)");
  });
});
