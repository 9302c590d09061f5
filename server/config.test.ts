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
