/**
 * Device mockups built from captures: a laptop and a phone, or a row of phones, on a brand
 * coloured ground. Drawn as HTML and captured like the mock websites; the captures come in as
 * page assets.
 */
import sharp from "sharp";
import type { Renderer } from "./browser.ts";

export interface Ground {
  from: string;
  to: string;
}

const CSS = `
html,body{margin:0}
body{position:relative;overflow:hidden}
.ground{position:absolute;inset:0}
.glow{position:absolute;border-radius:50%;background:radial-gradient(circle,rgba(255,255,255,.28),rgba(255,255,255,0) 70%)}
.ring{position:absolute;border-radius:50%;border:2px solid rgba(255,255,255,.16)}
.laptop{position:absolute}
.laptop .lid{background:#0d0f14;border-radius:18px 18px 6px 6px;padding:16px 16px 22px;box-shadow:0 40px 70px -30px rgba(0,0,0,.55);position:relative}
.laptop .lid::before{content:"";position:absolute;top:6px;left:50%;width:6px;height:6px;margin-left:-3px;border-radius:50%;background:#2a2e36}
.laptop .screen{display:block;width:100%;border-radius:3px}
.laptop .base{height:16px;margin:0 -9%;background:linear-gradient(#dfe2e7,#a9aeb7);border-radius:0 0 16px 16px;position:relative;box-shadow:0 24px 30px -14px rgba(0,0,0,.5)}
.laptop .base::before{content:"";position:absolute;top:0;left:50%;width:16%;margin-left:-8%;height:7px;background:#c3c7ce;border-radius:0 0 8px 8px}
.phone{position:absolute;background:#0d0f14;padding:9px;border-radius:40px;box-shadow:0 40px 60px -24px rgba(0,0,0,.6),inset 0 0 0 2px #2c3038}
.phone .glass{border-radius:31px;overflow:hidden}
.phone .screen{display:block;width:100%}
.phone .status{display:flex;justify-content:space-between;align-items:center;padding:0 9% 0 11%;font:600 calc(var(--u) * 0.052)/1 -apple-system,Inter,sans-serif;height:calc(var(--u) * 0.125)}
.phone .status i{display:inline-block;margin-left:4px;border-radius:2px;background:currentColor;vertical-align:middle}
.phone .island{position:absolute;top:17px;left:50%;width:64px;height:18px;margin-left:-32px;border-radius:10px;background:#0d0f14}
`;

function page(width: number, height: number, ground: Ground, body: string): string {
  return `<!doctype html><html><head><style>${CSS}body{width:${width}px;height:${height}px}</style></head><body><div class="ground" style="background:linear-gradient(135deg,${ground.from},${ground.to})"></div><div class="glow" style="left:${width * 0.55}px;top:${-height * 0.35}px;width:${width * 0.8}px;height:${width * 0.8}px"></div><div class="ring" style="left:${-width * 0.12}px;top:${height * 0.55}px;width:${width * 0.45}px;height:${width * 0.45}px"></div>${body}</body></html>`;
}

function laptop(x: number, y: number, width: number, image: string): string {
  return `<div class="laptop" style="left:${x}px;top:${y}px;width:${width}px"><div class="lid"><img class="screen" src="/assets/${image}"></div><div class="base"></div></div>`;
}

/** The colour at the top of a capture, and a text colour that reads on it, for the phone's status bar. */
async function statusColours(capture: Buffer): Promise<{ ground: string; ink: string }> {
  const { data } = await sharp(capture)
    .extract({ left: 4, top: 4, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r = 255, g = 255, b = 255] = data;
  const ground = `rgb(${r},${g},${b})`;
  return { ground, ink: 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#111" : "#fff" };
}

async function phone(x: number, y: number, width: number, image: string, capture: Buffer): Promise<string> {
  const { ground, ink } = await statusColours(capture);
  const bars = [5, 7, 9, 11]
    .map((height) => `<i style="width:2.5px;height:${height * (width / 220)}px"></i>`)
    .join("");
  const status = `<div class="status" style="background:${ground};color:${ink}"><span>9:41</span><span>${bars}<i style="width:${14 * (width / 220)}px;height:${7 * (width / 220)}px;margin-left:6px"></i></span></div>`;
  return `<div class="phone" style="left:${x}px;top:${y}px;width:${width}px;--u:${width}px"><div class="glass">${status}<img class="screen" src="/assets/${image}"></div><span class="island"></span></div>`;
}

/**
 * A laptop showing `desktop` (a 16:10 capture) with a phone showing `mobile` in front of it,
 * width x height px.
 */
export async function laptopAndPhone(
  renderer: Renderer,
  {
    desktop,
    mobile,
    ground,
    width = 1200,
    height = 800,
  }: { desktop: Buffer; mobile: Buffer; ground: Ground; width?: number; height?: number },
): Promise<Buffer> {
  const unit = width / 1200;
  const body =
    laptop(Math.round(110 * unit), Math.round(150 * unit), Math.round(800 * unit), "desktop.png") +
    (await phone(
      Math.round(850 * unit),
      Math.round(230 * unit),
      Math.round(220 * unit),
      "mobile.png",
      mobile,
    ));
  return renderer.capture(page(width, height, ground, body), {
    width,
    height,
    assets: { "desktop.png": desktop, "mobile.png": mobile },
  });
}

/** Three phones side by side, the middle one raised, width x height px. */
export async function threePhones(
  renderer: Renderer,
  {
    screens,
    ground,
    width = 1600,
    height = 1000,
  }: { screens: [Buffer, Buffer, Buffer]; ground: Ground; width?: number; height?: number },
): Promise<Buffer> {
  const phoneWidth = Math.round(width * 0.2);
  const gap = Math.round(width * 0.05);
  const left = Math.round((width - 3 * phoneWidth - 2 * gap) / 2);
  const phones = await Promise.all(
    screens.map((screen, index) =>
      phone(
        left + index * (phoneWidth + gap),
        Math.round(height * (index === 1 ? 0.06 : 0.14)),
        phoneWidth,
        `screen-${index}.png`,
        screen,
      ),
    ),
  );
  const body = phones.join("");
  return renderer.capture(page(width, height, ground, body), {
    width,
    height,
    assets: Object.fromEntries(screens.map((screen, index) => [`screen-${index}.png`, screen])),
  });
}
