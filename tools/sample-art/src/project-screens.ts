/**
 * Project images, captured from each project's mock website (mock-sites/): the thumbnail is the
 * top of its home page, the mockup shows the same site on a laptop and a phone, and the gallery
 * of a detailed project shows four views of it (home, a section further down, its signed-in app
 * and three phone screens).
 */
import sharp from "sharp";
import type { Renderer } from "./browser.ts";
import { contrastRatio } from "./colour.ts";
import type { Project } from "./content.ts";
import { type Ground, laptopAndPhone, threePhones } from "./devices.ts";
import type { AppKind, Section, SiteDesign } from "./mock-sites/design.ts";
import { appPage, landingPage } from "./mock-sites/page.ts";

/** Source sizes: cards show about 400 px (800 on a 2x screen); the gallery up to 1216 px. */
const CARD = { width: 1200, height: 800 };
const GALLERY = { width: 1600, height: 1000 };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

export function jpeg(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png)
    .resize(width, height, { fit: "cover", position: "top" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The design's colours for a mockup's ground: its primary, unless that is near black or white. */
export function groundOf(design: SiteDesign): Ground {
  const { primary, accent, dark } = design.palette;
  const base =
    contrastRatio(primary, "#000000") < 2.2 || contrastRatio(primary, "#ffffff") < 1.4 ? accent : primary;
  return { from: base, to: `color-mix(in srgb, ${base} 45%, ${dark})` };
}

interface Captures {
  /** The home page's first screen, 1440 x 900. */
  desktop: Buffer;
  /** The home page's first screen on a phone, 390 x 844 at 2x. */
  mobile: Buffer;
}

async function capturePage(renderer: Renderer, html: string, scrollTo?: string): Promise<Captures> {
  const desktop = await renderer.capture(html, { ...DESKTOP, scrollTo });
  const mobile = await renderer.capture(html, { ...PHONE, scale: 2, scrollTo });
  return { desktop, mobile };
}

export async function captureApp(renderer: Renderer, design: SiteDesign, kind: AppKind): Promise<Captures> {
  return capturePage(renderer, appPage(design, kind));
}

/** The thumbnail (1200 x 800) and the device mockup (1200 x 800) of a project. */
export async function projectCardImages(
  renderer: Renderer,
  design: SiteDesign,
): Promise<{ thumbnail: Buffer; mockup: Buffer }> {
  const html = landingPage(design);
  // The thumbnail shows a 3:2 first screen, a little taller than the laptop's 16:10. The page's
  // layout does not depend on the viewport's height, so the laptop's screen is its top 900 px.
  const thumbnail = await renderer.capture(html, { width: DESKTOP.width, height: 960 });
  const desktop = await sharp(thumbnail)
    .extract({ left: 0, top: 0, ...DESKTOP })
    .png()
    .toBuffer();
  const mobile = await renderer.capture(html, { ...PHONE, scale: 2 });
  const mockup = await laptopAndPhone(renderer, { desktop, mobile, ground: groundOf(design) });
  return {
    thumbnail: await jpeg(thumbnail, CARD.width, CARD.height),
    mockup: await jpeg(mockup, CARD.width, CARD.height),
  };
}

/** The first of the preferred sections the page has, as a selector. */
function sectionOf(design: SiteDesign, preferred: Section[]): string {
  return `#${preferred.find((name) => design.sections.includes(name)) ?? "footer"}`;
}

/** Four gallery views (1600 x 1000 each) of a detailed project. */
export async function projectGallery(renderer: Renderer, design: SiteDesign): Promise<Buffer[]> {
  const html = landingPage(design);
  const scale = GALLERY.width / DESKTOP.width;
  const home = await renderer.capture(html, { ...DESKTOP, scale });
  const further = await renderer.capture(html, {
    ...DESKTOP,
    scale,
    scrollTo: sectionOf(design, ["features", "items"]),
  });
  const kind = design.app ?? "portal";
  const app = await renderer.capture(appPage(design, kind), { ...DESKTOP, scale });
  // Captures share the renderer's page, so they run one after another.
  const homeOnPhone = await renderer.capture(html, { ...PHONE, scale: 2 });
  const sectionOnPhone = await renderer.capture(html, {
    ...PHONE,
    scale: 2,
    scrollTo: sectionOf(design, ["items", "features", "split"]),
  });
  const appOnPhone = await renderer.capture(appPage(design, kind), { ...PHONE, scale: 2 });
  const mobile = await threePhones(renderer, {
    screens: [homeOnPhone, sectionOnPhone, appOnPhone],
    ground: groundOf(design),
  });
  return Promise.all([home, further, app, mobile].map((png) => jpeg(png, GALLERY.width, GALLERY.height)));
}

export type { Project };
