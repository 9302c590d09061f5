import { describe, expect, it } from "vitest";
import { buildIconSprite } from "./icon-sprite.ts";

describe("buildIconSprite", () => {
  it("holds one symbol per icon, with lucide's drawing, under a content-hashed name", async () => {
    const { svg, fileName } = await buildIconSprite(["plug", "arrow-right"]);
    expect(fileName).toMatch(/^icons-[0-9a-f]{10}\.svg$/);
    expect(svg.match(/<symbol /g)).toHaveLength(2);
    expect(svg).toContain(
      '<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
    expect(svg).not.toContain("key=");
  });

  it("gives each icon's inline symbol the same drawing under a prefixed id", async () => {
    const { svg, inlineSymbols } = await buildIconSprite(["plug", "arrow-right"]);
    expect(Object.keys(inlineSymbols).sort()).toEqual(["arrow-right", "plug"]);
    expect(inlineSymbols["arrow-right"]).toBe(
      '<symbol id="icon-arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
    expect(svg).toContain(inlineSymbols.plug?.replace('id="icon-plug"', 'id="plug"'));
  });

  it("follows an alias to the icon it re-exports", async () => {
    const { svg } = await buildIconSprite(["building-2"]);
    expect(svg).toMatch(/<symbol id="building-2" viewBox="0 0 24 24"><(path|rect|circle) /);
  });

  it("names the same set the same way, whatever the order", async () => {
    expect((await buildIconSprite(["plug", "code"])).fileName).toBe(
      (await buildIconSprite(["code", "plug"])).fileName,
    );
  });
});
