/**
 * How large each kind of image is shown, so it is encoded at the widths a browser will pick.
 * Schemas name the preset with `"x-image"`.
 */
export interface ImagePreset {
  widths: readonly number[];
  /** AVIF is slow to encode; a lower effort keeps cold builds within budget. */
  avifEffort: number;
}

export const imagePresets: Record<string, ImagePreset> = {
  /**
   * Portfolio, blog and case-study cards: about 390 px wide in a 3-column grid, the content width
   * (~360–380 px) on phones. 672 serves the many phones at 1.75× (a 380 px card needs 665 px) with
   * two thirds of the 800's bytes; on /projects the first card is the largest contentful paint, and
   * this keeps it within the first round trip of its connection. (Effort 4 would make these AVIFs
   * 5–9 % smaller but takes five times as long: a cold build of the sample site went from 41 to 67 s.)
   */
  card: { widths: [400, 672, 800], avifEffort: 2 },
  /**
   * Detail gallery: large view up to 1216 px (a phone at 2x needs ~720 px, so 960 spares it the
   * 1280; one at 1.75× needs ~665 px, which 672 serves at two thirds of the 960's bytes),
   * thumbnails ~150 px.
   */
  gallery: { widths: [160, 672, 960, 1280], avifEffort: 2 },
  /** The home page hero poster: full width, and the page's largest contentful paint. */
  hero: { widths: [640, 960, 1440, 1920], avifEffort: 2 },
  /**
   * Service, industry and product page heroes (3:2): about 560 px wide beside the text on
   * desktops, the content column (up to ~720 px) on tablets and phones.
   */
  heroVisual: { widths: [480, 720, 1120], avifEffort: 2 },
  /** Testimonial avatars: 56 px circles. */
  avatar: { widths: [64, 128], avifEffort: 2 },
  /** Client logos in the 'Trusted by' grid: about 160 px wide. */
  clientLogo: { widths: [160, 320], avifEffort: 2 },
  /** Team portraits (4:5): about 280 px wide cards on /about and in the profile dialog. */
  team: { widths: [320, 640], avifEffort: 2 },
  /** Technology and client logos: small marks. */
  logo: { widths: [64, 128], avifEffort: 2 },
};

/** The preset of an image field whose schema names none. */
export const defaultPreset = "card";
