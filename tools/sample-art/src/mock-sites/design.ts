/** What a mock website is made of: its brand, colours, type, layout and words. */
import type { Brand } from "../brands.ts";
import type { FontName } from "../fonts.ts";
import type { MachineKind, ProductShape } from "./art.ts";

export interface SitePalette {
  primary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** A second colour for highlights, badges and decoration. */
  accent: string;
  /** Body text and headings. */
  ink: string;
  muted: string;
  /** Page background. */
  page: string;
  /** Alternate section background. */
  tint: string;
  /** Dark bands and the footer. */
  dark: string;
}

/** An illustration, described so the page can draw it at any size. */
export type Art =
  | { kind: "product"; shape: ProductShape; set: string; body: string; cap?: string }
  | { kind: "products"; shapes: ProductShape[]; set: string; bodies: string[]; cap: string }
  | { kind: "house"; seed: string }
  | { kind: "dish"; seed: string; table?: string }
  | { kind: "machine"; machine: MachineKind; set?: string }
  | { kind: "room"; seed: string }
  | { kind: "sea" }
  | { kind: "map"; seed: string }
  | { kind: "person"; name: string; ground?: string }
  | { kind: "field"; seed: string; colours?: string[] }
  | { kind: "icon"; icon: string };

export interface Item {
  title: string;
  /** A line under the title: price, duration, address, speciality… */
  meta: string;
  /** A small label on the image (a badge such as 'New' or a course code). */
  badge?: string;
  /** Right-aligned figure, such as a price. */
  figure?: string;
  art: Art;
}

/** The hero's shape. */
export type HeroLayout =
  /** Text left, visual right. */
  | "split"
  /** Centred text, visual below it running off the fold. */
  | "centred"
  /** A full-width visual with the text over it on a scrim or a card. */
  | "banner"
  /** Large serif text beside a collage of images. */
  | "editorial"
  /** A store front: promotion banner beside two smaller tiles, then categories. */
  | "store";

/** What the hero shows beside or under the text. */
export type HeroVisual =
  | { kind: "art"; art: Art }
  | { kind: "booking"; doctors: string[] }
  | { kind: "search"; fields: [label: string, value: string, icon: string][]; art: Art }
  | { kind: "collage"; arts: Art[] }
  | { kind: "app"; app: AppKind }
  | { kind: "offers" }
  | { kind: "courses"; items: Item[] };

export type AppKind =
  | "marketplace"
  | "rpl"
  | "dispatch"
  | "inventory"
  | "portal"
  | "learner"
  | "clinic"
  | "orders";

export type Section = "logos" | "features" | "items" | "stats" | "split" | "testimonial" | "cta" | "steps";

export interface SiteCopy {
  nav: string[];
  navButton: string;
  /** A thin bar above the header (opening hours, phone, a promotion). */
  topbar?: string;
  eyebrow?: string;
  headline: string;
  /** Words of the headline set in the accent colour. */
  highlight?: string;
  sub: string;
  buttons: [string, string?];
  /** Small proof under the buttons, e.g. '4.9 from 1,200 reviews'. */
  proof?: string;
  featuresTitle: string;
  features: [icon: string, title: string, text: string][];
  stats: [value: string, label: string][];
  itemsTitle: string;
  itemsIntro?: string;
  items: Item[];
  splitTitle: string;
  splitText: string;
  splitPoints: string[];
  splitVisual: HeroVisual;
  steps?: [title: string, text: string][];
  testimonial: { quote: string; name: string; role: string };
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
  logosTitle?: string;
  logos?: string[];
  footerText: string;
}

export interface SiteDesign {
  id: string;
  brand: Brand;
  palette: SitePalette;
  heading: { font: FontName; weight: number; upper?: boolean; tracking?: number; italic?: boolean };
  body: FontName;
  /** Corner radius of cards and buttons, px. */
  radius: number;
  /** Pill-shaped buttons. */
  pill?: boolean;
  header: "light" | "dark" | "primary" | "overlay";
  hero: HeroLayout;
  /** The hero's ground: page colour, tint, the dark colour or the primary colour. */
  heroGround: "page" | "tint" | "dark" | "primary";
  visual: HeroVisual;
  sections: Section[];
  copy: SiteCopy;
  /** The app a web-app project's gallery shows (its sign-in area). */
  app?: AppKind;
}
