import nodemailer from "nodemailer";
import type { SendMail } from "./outbox-worker.ts";

/** Gives up on an unresponsive SMTP server after this long; the outbox retries later. */
const SMTP_TIMEOUT_MS = 20_000;

/** Sends through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpSender(smtpUrl: string): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ listUnsubscribe, ...mail }) {
      await transport.sendMail({
        ...mail,
        ...(listUnsubscribe
          ? {
              // One List-Unsubscribe header holding both, https first: <https://…>, <mailto:…>.
              list: { unsubscribe: [[listUnsubscribe.url, listUnsubscribe.mailto]] },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
