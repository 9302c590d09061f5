import { StoreOpenError } from "./leads-store.ts";

/** Where a DATABASE_URL points, for messages: never its password. */
export interface Target {
  /** e.g. `database "site" on db.example.com:5432 as user "web"`. */
  description: string;
  /** The password as written in the URL and decoded, to scrub from any message. */
  secrets: string[];
}

export function parseTarget(databaseUrl: string): Target {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new StoreOpenError(
      "DATABASE_URL is not a valid URL (not shown, as it may hold a password): expected postgresql://user:password@host:5432/database.",
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new StoreOpenError(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//.`,
    );
  }
  return { description: describeDatabaseUrl(databaseUrl), secrets: passwordsOf(url) };
}

function passwordsOf(url: URL): string[] {
  if (!url.password) return [];
  let decoded = url.password;
  try {
    decoded = decodeURIComponent(url.password);
  } catch {
    // keep the raw form only
  }
  return [...new Set([url.password, decoded])];
}

/**
 * Names the database a `postgres://` URL points at, its host and port and its user, for log lines
 * and messages: `database "site" on db.example.com:5432 as user "web"`. Never the password.
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return "the PostgreSQL database of DATABASE_URL";
  }
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const user = decode(url.username);
  const database = decode(url.pathname.replace(/^\//, "")) || user;
  // A socket folder may be given as ?host=/var/run/postgresql instead of a host name.
  const host = decode(url.hostname) || url.searchParams.get("host") || "localhost";
  const port = url.port || url.searchParams.get("port") || "5432";
  const name = database ? `database "${database}"` : "the default database";
  return `PostgreSQL ${name} on ${host}:${port}${user ? ` as user "${user}"` : ""}`;
}

/** An error's message; Node reports a failed connection to several addresses as an AggregateError. */
export function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(reason))].join("; ");
  }
  if (error instanceof Error) {
    const code = "code" in error ? error.code : undefined;
    return error.message || (typeof code === "string" ? code : error.name);
  }
  return String(error);
}

/** The text with every form of the password replaced by ***. */
export function scrub(text: string, target: Target): string {
  return target.secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join("***"), text);
}
