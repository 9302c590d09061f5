import { afterEach, beforeEach } from "vitest";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";
import { startTestSmtp, type TestSmtp } from "./test-smtp.ts";
import { startTestWebhookReceiver, type TestWebhookReceiver } from "./test-webhook-receiver.ts";

/** A test app whose e-mail goes to a real SMTP server and whose webhooks to a real HTTP receiver. */
export interface TestAppWithPeers {
  testApp: TestApp;
  smtp: TestSmtp;
  hook: TestWebhookReceiver;
}

/**
 * Starts a new test app with its own SMTP server and webhook receiver before each test of the file
 * that calls this, and closes all three after it; the fields are the current test's.
 */
export function testAppWithPeersEachTest(
  options: Omit<TestAppOptions, "smtpUrl" | "webhookUrl"> = {},
): TestAppWithPeers {
  const current = {} as TestAppWithPeers;
  beforeEach(async () => {
    current.smtp = await startTestSmtp();
    current.hook = await startTestWebhookReceiver();
    current.testApp = await startTestApp({
      ...options,
      smtpUrl: current.smtp.url,
      webhookUrl: current.hook.url,
    });
  });
  afterEach(async () => {
    await current.testApp.close();
    await current.hook.close();
    await current.smtp.close();
  });
  return current;
}
