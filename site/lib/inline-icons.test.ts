import { describe, expect, it } from "vitest";
import { inlineIconSymbols } from "./inline-icons";

const SYMBOLS = {
  mail: '<symbol id="icon-mail" viewBox="0 0 24 24"><path d="M1"/></symbol>',
  phone: '<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M2"/></symbol>',
  plug: '<symbol id="icon-plug" viewBox="0 0 24 24"><path d="M3"/></symbol>',
};
const icon = (name: string) => `<svg aria-hidden="true"><use href="#icon-${name}"></use></svg>`;

describe("inlineIconSymbols", () => {
  it("appends one hidden sprite with each icon the page draws, once, in the order first drawn", () => {
    const page = `<main>${icon("phone")}<p>Call</p>${icon("mail")}${icon("phone")}</main>`;
    expect(inlineIconSymbols(page, SYMBOLS)).toBe(
      `${page}<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${SYMBOLS.phone}${SYMBOLS.mail}</svg>`,
    );
  });

  it("leaves a page without icons as it is", () => {
    expect(inlineIconSymbols("<main><p>Text</p></main>", SYMBOLS)).toBe("<main><p>Text</p></main>");
  });

  it("ignores references to the sprite file and to names it has no symbol for", () => {
    const page = `<svg><use href="/icons-0123456789.svg#plug"></use></svg>${icon("unknown")}`;
    expect(inlineIconSymbols(page, SYMBOLS)).toBe(page);
  });
});
