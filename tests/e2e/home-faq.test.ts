import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { faq, faqState } from "../support/home.ts";
import { ownTexts } from "../support/sections.ts";

const web = setupBrowser();

const SPEC_TOPICS = [
  /2-4 months/,
  /maintenance.*enhancements.*priority bug fixes/s,
  /React, Node\.js, TypeScript, AWS/,
  /reports.*milestone demos.*project manager/s,
];

const questions = homePage.faq.items.map((item) => item.question);
const open = (index: number) =>
  questions.map((_question, position) => ({
    expanded: String(position === index),
    hidden: position !== index,
  }));
const allClosed = questions.map(() => ({ expanded: "false", hidden: true }));

describe("/ FAQ", () => {
  it("asks its four questions, as buttons inside headings", async () => {
    const { page } = await web.open("/");
    expect(await ownTexts(faq(page).scope.locator("h3 > button"))).toEqual(questions);
    expect(questions).toHaveLength(4);
    const answers = homePage.faq.items.map((item) => item.answer);
    expect(SPEC_TOPICS.map((topic, index) => topic.test(answers[index] ?? ""))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("starts with the first answer open; opening another closes it; the open one's button closes it", async () => {
    const { page } = await web.open("/", { reducedMotion: "reduce" });
    expect(await faqState(page)).toEqual(open(0));
    await faq(page)
      .question(questions[2] ?? "")
      .click();
    await eventually(() => faqState(page), open(2), "only the third is open");
    expect(await faq(page).answers.nth(2).isVisible()).toBe(true);
    await faq(page)
      .question(questions[2] ?? "")
      .click();
    await eventually(() => faqState(page), allClosed, "the open one closed");
  });

  it("is operable from the keyboard: Tab to a question, Enter and Space toggle it", async () => {
    const { page } = await web.open("/", { reducedMotion: "reduce" });
    await faq(page)
      .question(questions[0] ?? "")
      .focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(questions[1]);
    await page.keyboard.press("Enter");
    await eventually(() => faqState(page), open(1), "Enter opened the second");
    await page.keyboard.press("Space");
    await eventually(() => faqState(page), allClosed, "Space closed it");
    await page.keyboard.press("Space");
    await eventually(() => faqState(page), open(1), "Space opened it again");
  });

  it("shows every answer without JavaScript", async () => {
    const { page } = await web.open("/", { javaScriptEnabled: false });
    expect(await faqState(page)).toEqual(questions.map(() => ({ expanded: "true", hidden: false })));
    for (const item of homePage.faq.items) {
      expect(await faq(page).scope.getByText(item.answer).isVisible()).toBe(true);
    }
  });
});
