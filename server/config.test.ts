import { describe, expect, it } from "vitest";
import { CLOUDFLARE_SITEVERIFY, loadConfig } from "./config.ts";

const DEFAULTS = {
  port: 3000,
  host: "0.0.0.0",
  distDir: "dist",
  dataDir: "data",
  databaseUrl: undefined,
  siteOrigin: undefined,
  trustProxy: { hops: 0 },
  turnstileSecret: undefined,
  turnstileVerifyUrl: CLOUDFLARE_SITEVERIFY,
  smtpUrl: undefined,
  mailFrom: undefined,
  rateLimitMax: 10,
  rateLimitWindowSeconds: 600,
  outboxLeaseSeconds: 300,
  newsletterSecret: undefined,
  webhooks: [],
  webhookSecret: undefined,
  webhookGiveUpHours: 72,
  enquiryRetentionDays: 730,
  pendingSubscriptionDays: 30,
};

describe("loadConfig", () => {
  it("uses the defaults for an empty environment: SQLite in ./data, no SMTP, no Turnstile secret", () => {
    expect(loadConfig({})).toEqual({ ok: true, config: DEFAULTS });
  });

  it("reads every variable", () => {
    expect(
      loadConfig({
        PORT: "8080",
        HOST: "127.0.0.1",
        DIST_DIR: "build",
        DATA_DIR: "/var/lib/site",
        DATABASE_URL: "postgresql://web:pw@db.example.com:5432/site",
        SITE_ORIGIN: "https://www.example.com",
        TRUST_PROXY: "10.0.0.0/8,::1",
        TURNSTILE_SECRET_KEY: "0x4AAA-secret",
        TURNSTILE_VERIFY_URL: "http://127.0.0.1:9999/siteverify",
        SMTP_URL: "smtp://user:pass@mail.example.com:587",
        MAIL_FROM: "Website <web@example.com>",
        RATE_LIMIT_MAX: "20",
        RATE_LIMIT_WINDOW_SECONDS: "60",
        OUTBOX_LEASE_SECONDS: "120",
        NEWSLETTER_SECRET: "0123456789abcdef0123456789abcdef",
        WEBHOOK_URL: "https://crm.example.com/hooks/leads, https://hooks.slack.com/services/T0/B0/XYZ",
        WEBHOOK_SECRET: "a-webhook-secret-of-32-characters",
        WEBHOOK_GIVE_UP_HOURS: "24",
        ENQUIRY_RETENTION_DAYS: "365",
        PENDING_SUBSCRIPTION_DAYS: "14",
      }),
    ).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: "127.0.0.1",
        distDir: "build",
        dataDir: "/var/lib/site",
        databaseUrl: "postgresql://web:pw@db.example.com:5432/site",
        siteOrigin: "https://www.example.com",
        trustProxy: { networks: ["10.0.0.0/8", "::1/128"] },
        turnstileSecret: "0x4AAA-secret",
        turnstileVerifyUrl: "http://127.0.0.1:9999/siteverify",
        smtpUrl: "smtp://user:pass@mail.example.com:587",
        mailFrom: "Website <web@example.com>",
        rateLimitMax: 20,
        rateLimitWindowSeconds: 60,
        outboxLeaseSeconds: 120,
        newsletterSecret: "0123456789abcdef0123456789abcdef",
        webhooks: [
          {
            key: expect.stringMatching(/^crm\.example\.com#[0-9a-f]{12}$/),
            url: "https://crm.example.com/hooks/leads",
            format: "json",
          },
          {
            key: expect.stringMatching(/^hooks\.slack\.com#[0-9a-f]{12}$/),
            url: "https://hooks.slack.com/services/T0/B0/XYZ",
            format: "slack",
          },
        ],
        webhookSecret: "a-webhook-secret-of-32-characters",
        webhookGiveUpHours: 24,
        enquiryRetentionDays: 365,
        pendingSubscriptionDays: 14,
      },
    });
  });

  it("treats blank values as unset", () => {
    expect(
      loadConfig({ PORT: " ", HOST: "", DIST_DIR: "", DATA_DIR: " ", DATABASE_URL: " ", SMTP_URL: "" }),
    ).toEqual({
      ok: true,
      config: DEFAULTS,
    });
  });

  it("normalises SITE_ORIGIN to an origin", () => {
    const result = loadConfig({ SITE_ORIGIN: "https://www.example.com/" });
    expect(result.ok && result.config.siteOrigin).toBe("https://www.example.com");
  });

  it.each(["abc", "0", "65536", "3.5", "-1", "80x", "1e3"])("rejects PORT=%s naming the variable", (port) => {
    const result = loadConfig({ PORT: port });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([`PORT must be a whole number from 1 to 65535, got "${port}".`]);
  });

  it.each(["1", "65535"])("accepts PORT=%s", (port) => {
    const result = loadConfig({ PORT: port });
    expect(result.ok && result.config.port).toBe(Number(port));
  });

  it("reports every bad variable at once, each by name", () => {
    const result = loadConfig({
      SITE_ORIGIN: "www.example.com",
      SMTP_URL: "http://mail.example.com",
      TURNSTILE_VERIFY_URL: "ftp://x",
      TRUST_PROXY: "yes",
      RATE_LIMIT_MAX: "0",
      RATE_LIMIT_WINDOW_SECONDS: "ten",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'SITE_ORIGIN must be a URL starting with http:// or https://, got "www.example.com".',
      `TRUST_PROXY must be the number of proxies in front of this server (0 to 10) or a comma-separated list of their IP addresses and networks (e.g. 127.0.0.1,10.0.0.0/8,::1); "yes" is neither.`,
      'TURNSTILE_VERIFY_URL must be a URL starting with http:// or https://, got "ftp://x".',
      'SMTP_URL must be a URL starting with smtp:// or smtps://, got "http://mail.example.com".',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000, got "0".',
      'RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400, got "ten".',
    ]);
  });

  it.each([
    "postgres://web:pw@db.example.com/site",
    "postgresql://web@localhost:5433/site?sslmode=require",
    "postgresql:///site?host=/var/run/postgresql",
  ])("reads DATABASE_URL=%s as given, keeping DATA_DIR", (url) => {
    const result = loadConfig({ DATABASE_URL: ` ${url} `, DATA_DIR: "/srv/data" });
    expect(result.ok && result.config).toMatchObject({ databaseUrl: url, dataDir: "/srv/data" });
  });

  it("refuses a DATABASE_URL of another scheme, showing it without its password", () => {
    const result = loadConfig({ DATABASE_URL: "mysql://web:s3cret@db.example.com/site" });
    expect(result.ok || result.problems).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "mysql://web:***@db.example.com/site".',
    ]);
  });

  it("refuses a DATABASE_URL that is not a URL without echoing it", () => {
    const result = loadConfig({ DATABASE_URL: "host=db user=web password=s3cret", PORT: "x" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(2);
    expect(result.problems[1]).toMatch(/^DATABASE_URL must be a URL like postgresql:\/\/user:password@host/);
    expect(result.problems.join("\n")).not.toContain("s3cret");
  });

  it.each([
    ["a bad port", "smtp://mailer:s3cret@mail.example.com:99999", "s3cret"],
    ["another scheme", "http://mailer:s3cret@mail.example.com", "s3cret"],
  ])("refuses an SMTP_URL with %s without printing the password", (_, value, password) => {
    const result = loadConfig({ SMTP_URL: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(
      /^SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\/, got "[a-z]+:\/\/mailer:\*\*\*@/,
    );
    expect(result.problems[0]).not.toContain(password);
  });

  it.each([
    // Each of the first three parses as a URL whose host and port come from the password.
    ["SMTP_URL", "smtp://mailer:2525#Kq9-s3cret@mail.example.com:587", "write # as %23"],
    ["SMTP_URL", "smtp://mailer:x@Kq9-s3cret@mail.example.com:587", "write @ as %40"],
    ["DATABASE_URL", "postgresql://web:5432#Kq9-s3cret@db.example.com/site", "write # as %23"],
    ["DATABASE_URL", "postgres://web:5432/Kq9-s3cret@db.example.com/site", "write / as %2F"],
    ["DATABASE_URL", "postgres://web:Kq9?s3cret@db.example.com/site", "write ? as %3F"],
    ["SMTP_URL", "smtps://mailer:Kq9%s3cret@mail.example.com", "write % as %25"],
    ["SMTP_URL", "smtp://mailer:Kq9\\s3cret@mail.example.com", "write \\ as %5C"],
    ["TURNSTILE_VERIFY_URL", "https://u:Kq9#s3cret@verify.example.com/", "write # as %23"],
    ["SMTP_URL", "smtp://mailer:#Kq9/s3cret@mail.example.com", "write # as %23, / as %2F"],
  ])("refuses %s %s in one line saying how to encode it, showing none of the value", (name, value, how) => {
    const result = loadConfig({ [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      `${name} has a user name or password with characters a URL must have percent-encoded: ${how} (the value is not shown).`,
    ]);
    for (const part of ["Kq9", "s3cret", "mailer", "web"]) expect(result.problems[0]).not.toContain(part);
  });

  it.each([
    ["SMTP_URL", "smtp://mailer:Pass%23word%2F1%40x@mail.example.com:587"],
    ["DATABASE_URL", "postgresql://web:Pass%23word%3F1@db.example.com:5432/site?sslmode=require"],
    ["DATABASE_URL", "postgresql:///site?host=/var/run/postgresql"],
  ])("accepts %s %s, encoded as it must be", (name, value) => {
    expect(loadConfig({ [name]: value }).ok).toBe(true);
  });

  it("refuses a NEWSLETTER_SECRET under 32 characters without printing it", () => {
    const result = loadConfig({ NEWSLETTER_SECRET: "short-s3cret" });
    expect(result.ok || result.problems).toEqual([
      "NEWSLETTER_SECRET must be at least 32 characters (e.g. the output of `openssl rand -hex 32`); the value set has 12 (not shown).",
    ]);
  });

  it.each([
    ["0", { hops: 0 }],
    ["false", { hops: 0 }],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    ["127.0.0.1", { networks: ["127.0.0.1/32"] }],
    [" 10.0.0.0/8 , 192.168.1.7/24,fd00::/8 ", { networks: ["10.0.0.0/8", "192.168.1.7/24", "fd00::/8"] }],
    ["::ffff:127.0.0.1", { networks: ["127.0.0.1/32"] }],
    ["2001:DB8::/32", { networks: ["2001:db8::/32"] }],
  ])("reads TRUST_PROXY=%s as the proxies to trust", (value, trustProxy) => {
    const result = loadConfig({ TRUST_PROXY: value });
    expect(result.ok && result.config.trustProxy).toEqual(trustProxy);
  });

  it.each(["true", "TRUE", " true "])(
    "refuses the old TRUST_PROXY=%s, which trusted anyone, in one line saying what to write",
    (value) => {
      const result = loadConfig({ TRUST_PROXY: value });
      expect(result.ok || result.problems).toEqual([
        "TRUST_PROXY=true is no longer accepted: it let anyone who reaches this port choose the client address in X-Forwarded-For. Write the proxies' addresses or networks instead (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine, or TRUST_PROXY=10.0.0.0/8,fd00::/8), or, if nothing but the proxies can reach this port, how many there are (TRUST_PROXY=1).",
      ]);
    },
  );

  it.each([
    ["yes", "yes"],
    ["11", "11"],
    ["-1", "-1"],
    ["10.0.0.0/33", "10.0.0.0/33"],
    ["::1/129", "::1/129"],
    ["127.0.0.1, 300.1.1.1", "300.1.1.1"],
    ["10.1", "10.1"],
    ["0x7f.0.0.1", "0x7f.0.0.1"],
    ["10.0.0.0/8,,::1", ""],
    ["10.0.0.0/", "10.0.0.0/"],
    ["localhost", "localhost"],
  ])("refuses TRUST_PROXY=%s naming what is wrong", (value, entry) => {
    const result = loadConfig({ TRUST_PROXY: value });
    expect(result.ok || result.problems).toEqual([
      `TRUST_PROXY must be the number of proxies in front of this server (0 to 10) or a comma-separated list of their IP addresses and networks (e.g. 127.0.0.1,10.0.0.0/8,::1); "${entry}" is neither.`,
    ]);
  });

  it("refuses a SITE_ORIGIN with a path", () => {
    const result = loadConfig({ SITE_ORIGIN: "https://www.example.com/site" });
    expect(result.ok || result.problems).toEqual([
      'SITE_ORIGIN must be an origin only (scheme, host and port, no path), got "https://www.example.com/site".',
    ]);
  });
});

describe("WEBHOOK_URL, WEBHOOK_SECRET and the retention periods", () => {
  const SECRET = "a-webhook-secret-of-32-characters";

  it("tells Slack and Teams hooks by host or prefix, and needs no secret for chat hooks alone", () => {
    const result = loadConfig({
      WEBHOOK_URL:
        "https://hooks.slack.com/services/T/B/x,slack:https://chat.example.com/hook,teams:https://teams.example.com/w,https://prod-01.westus.logic.azure.com:443/workflows/abc",
    });
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.config.webhooks.map((target) => [target.format, target.url])).toEqual([
      ["slack", "https://hooks.slack.com/services/T/B/x"],
      ["slack", "https://chat.example.com/hook"],
      ["teams", "https://teams.example.com/w"],
      ["teams", "https://prod-01.westus.logic.azure.com/workflows/abc"],
    ]);
    // The stored key names the host, never the path that holds the hook's secret.
    for (const target of result.config.webhooks) expect(target.key).not.toMatch(/services|hook\b|workflows/);
  });

  it("refuses each bad value in one line of its own, printing no path, query or secret", () => {
    const result = loadConfig({
      SITE_ORIGIN: "https://www.example.com",
      WEBHOOK_URL: [
        "http://crm.example.com/in/T0P-s3cret",
        "not a url T0P-s3cret",
        "ftp://files.example.com/T0P-s3cret",
        "https://user:T0P-s3cret@crm.example.com/in",
        "https://ok.example.com/in?key=T0P-s3cret",
        "https://ok.example.com/in?key=T0P-s3cret",
      ].join(","),
      WEBHOOK_SECRET: "short-s3cret",
      WEBHOOK_GIVE_UP_HOURS: "0",
      ENQUIRY_RETENTION_DAYS: "two years",
      PENDING_SUBSCRIPTION_DAYS: "-1",
    });
    expect(result.ok || result.problems).toEqual([
      "WEBHOOK_URL's value 1 (http://crm.example.com/…) must start with https:// as SITE_ORIGIN does: the leads would cross the network unencrypted.",
      "WEBHOOK_URL's value 2 must be a URL starting with https:// (or slack: or teams: and one); the value set is not a URL (not shown, as it may hold a secret).",
      "WEBHOOK_URL's value 3 must start with https://, not ftp://.",
      "WEBHOOK_URL's value 4 (https://crm.example.com/…) must not hold a user name or password: put the hook's secret in its path or query, as its service gives it.",
      "WEBHOOK_URL's value 6 (https://ok.example.com/…) is listed twice: each lead would be posted there twice.",
      "WEBHOOK_SECRET must be at least 16 characters (e.g. the output of `openssl rand -hex 32`); the value set has 12 (not shown).",
      'WEBHOOK_GIVE_UP_HOURS must be a whole number from 1 to 720, got "0".',
      'ENQUIRY_RETENTION_DAYS must be a whole number from 1 to 36500, got "two years".',
      'PENDING_SUBSCRIPTION_DAYS must be a whole number from 1 to 3650, got "-1".',
    ]);
    expect(JSON.stringify(result)).not.toContain("s3cret");
  });

  it("needs WEBHOOK_SECRET for a hook that gets JSON, and takes plain http on an http site", () => {
    const missing = loadConfig({ WEBHOOK_URL: "http://127.0.0.1:8080/leads" });
    expect(missing.ok || missing.problems).toEqual([
      "WEBHOOK_SECRET must be set when WEBHOOK_URL lists a hook that gets JSON: its receiver checks each delivery's X-Signature-256 with it. Set it to a random value of at least 16 characters (openssl rand -hex 32), the same the receiver knows.",
    ]);
    const set = loadConfig({ WEBHOOK_URL: "http://127.0.0.1:8080/leads", WEBHOOK_SECRET: SECRET });
    expect(set.ok && set.config.webhooks.map((target) => target.url)).toEqual([
      "http://127.0.0.1:8080/leads",
    ]);
  });
});
