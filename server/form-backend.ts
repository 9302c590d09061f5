import type { ServerSettings } from "../contracts/server-settings.ts";
import type { ServerConfig } from "./config.ts";
import { composeOutboxMail } from "./form-mails.ts";
import type { FormRoutesOptions } from "./form-routes.ts";
import { proxyTrust } from "./http/trusted-proxies.ts";
import type { LogWriter } from "./log.ts";
import { startOutboxWorker } from "./mail/outbox-worker.ts";
import { smtpSender } from "./mail/smtp-transport.ts";
import type { DeliveryTiming } from "./outbox/delivery-worker.ts";
import { type RetentionWorker, startRetentionWorker } from "./retention/retention-worker.ts";
import { openServerStore } from "./store/open-store.ts";
import { chooseNewsletterSecret } from "./subscription/newsletter-secret.ts";
import { chooseTurnstileSecret } from "./turnstile/secret.ts";
import { verifyToken } from "./turnstile/siteverify.ts";
import { startWebhookWorker } from "./webhook/webhook-worker.ts";

export interface FormBackend {
  /** What the form routes need: the store, the bot-check, the outbox's wake-up, the limits. */
  forms: FormRoutesOptions;
  /** The hourly retention run, to run at once (tests). */
  retention: RetentionWorker;
  /** Stops the outbox's and retention's workers and closes the SMTP connection and the store. */
  close(): Promise<void>;
}

/** Timing that tests shorten; production uses the defaults. */
export interface FormBackendTuning {
  /** The outbox's timing, for e-mails and webhook deliveries alike. */
  outbox?: DeliveryTiming;
  /** How long siteverify gets to answer; default VERIFY_TIMEOUT_MS. */
  verifyTimeoutMs?: number;
  /** How long a hook gets to answer; default WEBHOOK_TIMEOUT_MS. */
  webhookTimeoutMs?: number;
  /** The clock confirmation links are checked against and retention counts back from; default the real one. */
  now?: () => Date;
  /** When the first retention run starts; default a minute after the start. */
  firstRetentionRunMs?: number;
}

/**
 * Everything behind the two forms, from the server settings: the store (opened and migrated), the
 * outbox's workers (e-mails over SMTP, webhook deliveries when WEBHOOK_URL is set), the hourly
 * retention run, and Turnstile verification. `startServer`, `site dev` and the
 * tests' app (tests/support/server/test-app.ts) all use it, so the forms behave the same everywhere.
 */
export async function startFormBackend(
  config: ServerConfig,
  settings: ServerSettings,
  log: LogWriter,
  tuning: FormBackendTuning = {},
): Promise<FormBackend> {
  // One server alone counts in memory; servers sharing a database share the counters too.
  const { store, sharedRateLimits: sharedLimits } = await openServerStore(config, log);
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl) : undefined;
  const newsletter = chooseNewsletterSecret(config.newsletterSecret);
  if (newsletter.warning) log({ time: new Date().toISOString(), level: "warn", ...newsletter.warning });
  const mailSettings = {
    ...settings,
    mailFrom: config.mailFrom,
    secret: newsletter.secret,
    // Never the Host a request named: a forged one would put another site in the e-mail.
    siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
  };
  const leaseMs = config.outboxLeaseSeconds * 1000;
  const clock = tuning.now ? { now: tuning.now } : {};
  const outbox = startOutboxWorker({
    store,
    compose: (item, now) => composeOutboxMail(item, mailSettings, now),
    send: smtp?.send,
    log,
    leaseMs,
    ...tuning.outbox,
    ...clock,
  });
  const giveUpMs = config.webhookGiveUpHours * 3_600_000;
  const webhooks =
    config.webhooks.length === 0
      ? undefined
      : startWebhookWorker({
          store,
          targets: config.webhooks,
          secret: config.webhookSecret,
          settings,
          giveUpMs,
          log,
          leaseMs,
          ...(tuning.webhookTimeoutMs ? { timeoutMs: tuning.webhookTimeoutMs } : {}),
          ...tuning.outbox,
          ...clock,
        });
  const retention = startRetentionWorker({
    store,
    periods: config,
    giveUpMs,
    log,
    ...(tuning.firstRetentionRunMs === undefined ? {} : { firstRunMs: tuning.firstRetentionRunMs }),
    ...clock,
  });
  const { secret, warning } = chooseTurnstileSecret(config.turnstileSecret, settings.turnstileSiteKey);
  const trustProxy = proxyTrust(config.trustProxy);
  if (warning) log({ time: new Date().toISOString(), level: "warn", ...warning });
  return {
    forms: {
      store,
      verify: (token, remoteIp, hostnames) =>
        verifyToken(token, remoteIp, {
          secret,
          url: config.turnstileVerifyUrl,
          hostnames,
          timeoutMs: tuning.verifyTimeoutMs,
        }),
      siteOrigin: config.siteOrigin,
      trustProxy,
      newsletterSecret: newsletter.secret,
      siteName: settings.siteName,
      pageColours: settings.pageColours,
      ...(tuning.now ? { now: tuning.now } : {}),
      queued: () => {
        outbox.wake();
        webhooks?.wake();
      },
      webhooks: config.webhooks.map((target) => target.key),
      rateLimit: {
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
        trustProxy,
        ...(sharedLimits ? { store: sharedLimits.store } : {}),
      },
    },
    retention,
    async close() {
      await Promise.all([outbox.stop(), webhooks?.stop(), retention.stop()]);
      smtp?.close();
      sharedLimits?.close();
      await store.close();
    },
  };
}
