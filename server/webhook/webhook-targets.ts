import { createHash } from "node:crypto";

/** What a hook is sent: the lead as signed JSON, or a readable message for a chat's incoming webhook. */
export type WebhookFormat = "json" | "slack" | "teams";

/** One hook of WEBHOOK_URL. */
export interface WebhookTarget {
  /**
   * What the outbox stores to name it: its host and a hash of the setting's value, never the URL,
   * whose path is often the secret (a Slack hook's is).
   */
  key: string;
  url: string;
  format: WebhookFormat;
}

/** A chat's webhook named by its prefix: `slack:https://…`, `teams:https://…`. */
const PREFIXES: Readonly<Record<string, WebhookFormat>> = { "slack:": "slack", "teams:": "teams" };

/**
 * Hosts whose incoming webhooks take a chat message: Slack's, and Microsoft Teams' workflows
 * (Power Automate, on Azure Logic Apps or the Power Platform).
 */
function formatOfHost(host: string): WebhookFormat {
  if (host === "hooks.slack.com") return "slack";
  if (host.endsWith(".logic.azure.com") || host.endsWith(".powerplatform.com")) return "teams";
  return "json";
}

/** The scheme and host of a URL, which may be printed: the path and query may hold a secret. */
const shown = (url: URL) => `${url.protocol}//${url.host}/…`;

/** `WEBHOOK_URL`'s values, comma-separated, with the problems of the bad ones (one line each, no secret). */
export function parseWebhookUrls(
  raw: string | undefined,
  siteOrigin: string | undefined,
): { targets: WebhookTarget[]; problems: string[] } {
  const targets: WebhookTarget[] = [];
  const problems: string[] = [];
  const values = (raw ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
  values.forEach((value, index) => {
    const which = values.length === 1 ? "WEBHOOK_URL" : `WEBHOOK_URL's value ${index + 1}`;
    const prefix = Object.keys(PREFIXES).find((candidate) => value.toLowerCase().startsWith(candidate));
    const address = prefix ? value.slice(prefix.length) : value;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      problems.push(
        `${which} must be a URL starting with https:// (or slack: or teams: and one); the value set is not a URL (not shown, as it may hold a secret).`,
      );
      return;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      problems.push(`${which} must start with https://, not ${url.protocol}//.`);
    } else if (url.protocol === "http:" && siteOrigin?.startsWith("https:")) {
      problems.push(
        `${which} (${shown(url)}) must start with https:// as SITE_ORIGIN does: the leads would cross the network unencrypted.`,
      );
    } else if (url.username || url.password) {
      problems.push(
        `${which} (${shown(url)}) must not hold a user name or password: put the hook's secret in its path or query, as its service gives it.`,
      );
    } else if (targets.some((target) => target.url === url.href)) {
      problems.push(`${which} (${shown(url)}) is listed twice: each lead would be posted there twice.`);
    } else {
      const digest = createHash("sha256").update(value).digest("hex").slice(0, 12);
      targets.push({
        key: `${url.host}#${digest}`,
        url: url.href,
        format: prefix ? (PREFIXES[prefix] ?? "json") : formatOfHost(url.hostname),
      });
    }
  });
  return { targets, problems };
}

/** Shorter keys are guessable enough to forge a delivery. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/**
 * The problem with WEBHOOK_SECRET, if any: it must be set when a hook gets the lead as JSON (its
 * receiver checks X-Signature-256 with it), and be long enough; its value is never shown.
 */
export function webhookSecretProblem(
  secret: string | undefined,
  targets: readonly WebhookTarget[],
): string | undefined {
  if (secret !== undefined && secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    return `WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -hex 32\`); the value set has ${secret.length} (not shown).`;
  }
  if (secret === undefined && targets.some((target) => target.format === "json")) {
    return "WEBHOOK_SECRET must be set when WEBHOOK_URL lists a hook that gets JSON: its receiver checks each delivery's X-Signature-256 with it. Set it to a random value of at least 16 characters (openssl rand -hex 32), the same the receiver knows.";
  }
  return undefined;
}
