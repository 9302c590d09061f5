import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { FormPacer } from "./pages-first.ts";

describe("FormPacer", () => {
  it("starts waiting work one per tick, in arrival order", async () => {
    const pacer = new FormPacer();
    const started: number[] = [];
    const waitingWhenStarted: number[] = [];
    const turns = [0, 1, 2].map((n) =>
      pacer.turn().then(() => {
        started.push(n);
        waitingWhenStarted.push(pacer.waiting);
      }),
    );
    expect(pacer.waiting).toBe(3);
    await Promise.all(turns);
    expect(started).toEqual([0, 1, 2]);
    // Each started alone: the ones behind it were still waiting.
    expect(waitingWhenStarted).toEqual([2, 1, 0]);
    expect(pacer.waiting).toBe(0);
  });
});

describe("pages while the form routes are flooded", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("answer a page before the waiting sign-ups, and every sign-up is still stored", async () => {
    const SIGN_UPS = 200;
    let answered = 0;
    let firstAnswered: () => void = () => {};
    const firstAnswer = new Promise<void>((done) => {
      firstAnswered = done;
    });
    const signUps = Array.from({ length: SIGN_UPS }, (_, n) =>
      postJson(t.app, "/api/newsletter", { email: `flood-${n}@example.com` }).then((res) => {
        answered += 1;
        firstAnswered();
        return res.status;
      }),
    );
    // The page is asked for once the flood is under way (the store has answered one sign-up).
    await firstAnswer;
    const page = await t.app.request("/about");
    const answeredBeforePage = answered;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("about page");
    // One sign-up starts per tick: the page did not wait for the rest of the queue.
    expect(answeredBeforePage).toBeLessThan(SIGN_UPS / 2);
    expect(await Promise.all(signUps)).toEqual(Array(SIGN_UPS).fill(200));
    expect(await t.store.listSubscriptions()).toHaveLength(SIGN_UPS);
  });
});
