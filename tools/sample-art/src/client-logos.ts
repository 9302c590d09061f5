/**
 * Client logos for the 'Trusted by' wall: 60 brands (a count that fills every row of the wall's
 * 2, 3, 4 and 6 columns), each a mark and a wordmark in its own family, weight and colour, drawn
 * in Chromium on transparency for the site's dark cards. Ten are the portfolio's own clients and
 * wear the brand of their mock website.
 */
import sharp from "sharp";
import { type Brand, LOGO_CSS, logoHtml } from "./brands.ts";
import type { Renderer } from "./browser.ts";
import { fontFaceCss } from "./fonts.ts";
import { PROJECT_BRANDS } from "./mock-sites/clients.ts";

const C = {
  teal: "#2dd4bf",
  sky: "#38bdf8",
  amber: "#fbbf24",
  rose: "#fb7185",
  lime: "#a3e635",
  violet: "#a78bfa",
  orange: "#fb923c",
  emerald: "#34d399",
  pink: "#f472b6",
  blue: "#60a5fa",
  red: "#f87171",
  yellow: "#fde047",
  cyan: "#22d3ee",
  indigo: "#818cf8",
  white: "#e5e7eb",
  gold: "#e0b973",
};

const OWN_CLIENTS: Brand[] = [
  {
    name: "Acme Logistics",
    font: "Archivo Black",
    weight: 400,
    colour: C.orange,
    mark: { kind: "geo", shape: "chevrons" },
    textCase: "upper",
    tracking: 0.02,
  },
  {
    name: "Harbour Dental Group",
    font: "Nunito",
    weight: 800,
    colour: C.sky,
    mark: { kind: "icon", icon: "Smile", shape: "circle" },
    layout: "tagline",
  },
  {
    name: "Bluegum Legal",
    font: "Cormorant Garamond",
    weight: 600,
    colour: C.gold,
    mark: { kind: "icon", icon: "Scale", shape: "outline" },
    layout: "tagline",
  },
  {
    name: "Coastal Freight Co",
    font: "Oswald",
    weight: 600,
    colour: C.cyan,
    mark: { kind: "geo", shape: "wave" },
    textCase: "upper",
    tracking: 0.04,
  },
  {
    name: "Redgum Constructions",
    font: "Montserrat",
    weight: 800,
    colour: C.red,
    mark: { kind: "geo", shape: "steps" },
    layout: "tagline",
    textCase: "upper",
  },
  {
    name: "Summit Wealth Partners",
    font: "Playfair Display",
    weight: 600,
    colour: C.gold,
    mark: { kind: "geo", shape: "peaks" },
    layout: "tagline",
  },
  {
    name: "Pacific Crest Realty",
    font: "Josefin Sans",
    weight: 600,
    colour: C.teal,
    mark: { kind: "icon", icon: "House", shape: "plain" },
    layout: "tagline",
    textCase: "upper",
    tracking: 0.08,
  },
  {
    name: "Wattle Health Clinics",
    font: "Outfit",
    weight: 600,
    colour: C.yellow,
    mark: { kind: "geo", shape: "petals" },
    accentWords: [0],
  },
  {
    name: "Ironbark Engineering",
    font: "Space Grotesk",
    weight: 700,
    colour: C.orange,
    mark: { kind: "monogram", shape: "hexagon", letters: "IB" },
    layout: "tagline",
  },
  {
    name: "Southern Cross Motors",
    font: "Oswald",
    weight: 500,
    colour: C.blue,
    mark: { kind: "geo", shape: "spark" },
    layout: "tagline",
    textCase: "upper",
    tracking: 0.06,
  },
  {
    name: "Greenleaf Organics",
    font: "Fraunces",
    weight: 700,
    colour: C.lime,
    mark: { kind: "geo", shape: "leaf" },
    textCase: "lower",
  },
  {
    name: "Kestrel Aviation",
    font: "Montserrat",
    weight: 700,
    colour: C.sky,
    mark: { kind: "icon", icon: "Plane", shape: "plain" },
    textCase: "upper",
    tracking: 0.04,
    italic: true,
  },
  {
    name: "Blue Harbour Insurance",
    font: "Manrope",
    weight: 800,
    colour: C.blue,
    mark: { kind: "icon", icon: "ShieldCheck", shape: "square" },
    layout: "tagline",
  },
  {
    name: "Opal Coast Travel",
    font: "Pacifico",
    weight: 400,
    colour: C.cyan,
    mark: { kind: "icon", icon: "Sun", shape: "plain" },
  },
  {
    name: "Northgate Pharmacy",
    font: "DM Sans",
    weight: 700,
    colour: C.emerald,
    mark: { kind: "icon", icon: "Plus", shape: "square" },
  },
  {
    name: "Meridian Finance",
    font: "DM Serif Display",
    weight: 400,
    colour: C.violet,
    mark: { kind: "geo", shape: "half" },
    layout: "tagline",
  },
  {
    name: "Silverline Telecom",
    font: "Space Grotesk",
    weight: 500,
    colour: C.cyan,
    mark: { kind: "geo", shape: "stripes" },
    textCase: "lower",
    accentWords: [1],
  },
  {
    name: "Outback Solar",
    font: "Archivo Black",
    weight: 400,
    colour: C.orange,
    mark: { kind: "icon", icon: "Sun", shape: "circle" },
    textCase: "upper",
  },
  {
    name: "Bayside Physio",
    font: "Nunito",
    weight: 800,
    colour: C.teal,
    mark: { kind: "icon", icon: "Activity", shape: "plain" },
    textCase: "lower",
    accentWords: [1],
  },
  {
    name: "Crescent Accounting",
    font: "Lora",
    weight: 600,
    colour: C.indigo,
    mark: { kind: "icon", icon: "Moon", shape: "plain" },
    layout: "tagline",
  },
  {
    name: "Riverbend Vineyards",
    font: "Cormorant Garamond",
    weight: 700,
    colour: C.rose,
    mark: { kind: "icon", icon: "Grape", shape: "plain" },
    layout: "tagline",
    italic: true,
  },
  {
    name: "Granite Mining Services",
    font: "Oswald",
    weight: 700,
    colour: C.amber,
    mark: { kind: "monogram", shape: "square", letters: "GM" },
    layout: "tagline",
    textCase: "upper",
    tracking: 0.03,
  },
  {
    name: "Lighthouse Learning",
    font: "Poppins",
    weight: 600,
    colour: C.amber,
    mark: { kind: "icon", icon: "BookOpen", shape: "circle" },
  },
  {
    name: "Eastwood Bakery",
    font: "Pacifico",
    weight: 400,
    colour: C.gold,
    mark: { kind: "icon", icon: "Croissant", shape: "plain" },
  },
  {
    name: "Banksia Aged Care",
    font: "Nunito",
    weight: 700,
    colour: C.orange,
    mark: { kind: "geo", shape: "petals" },
    accentWords: [0],
  },
  {
    name: "Tidewater Marine",
    font: "Montserrat",
    weight: 800,
    colour: C.cyan,
    mark: { kind: "icon", icon: "Anchor", shape: "outline" },
    textCase: "upper",
    tracking: 0.05,
  },
  {
    name: "Urban Nest Interiors",
    font: "Josefin Sans",
    weight: 300,
    colour: C.gold,
    mark: { kind: "geo", shape: "grid" },
    layout: "tagline",
    textCase: "upper",
    tracking: 0.16,
  },
  {
    name: "Quantum Labs",
    font: "Space Grotesk",
    weight: 700,
    colour: C.violet,
    mark: { kind: "icon", icon: "Atom", shape: "plain" },
    textCase: "lower",
    accentWords: [1],
  },
  {
    name: "Parkside Veterinary",
    font: "Poppins",
    weight: 700,
    colour: C.emerald,
    mark: { kind: "icon", icon: "PawPrint", shape: "circle" },
    layout: "tagline",
  },
  {
    name: "Horizon Security",
    font: "Archivo Black",
    weight: 400,
    colour: C.blue,
    mark: { kind: "icon", icon: "Shield", shape: "plain" },
    textCase: "upper",
    tracking: 0.03,
  },
  {
    name: "Jacaranda Florists",
    font: "Fraunces",
    weight: 600,
    colour: C.violet,
    mark: { kind: "icon", icon: "Flower2", shape: "plain" },
    layout: "tagline",
    italic: true,
  },
  {
    name: "Copperleaf Cafe",
    font: "DM Serif Display",
    weight: 400,
    colour: C.orange,
    mark: { kind: "icon", icon: "Coffee", shape: "circle" },
  },
  {
    name: "Pinnacle Recruitment",
    font: "Manrope",
    weight: 800,
    colour: C.indigo,
    mark: { kind: "geo", shape: "ring" },
    accentWords: [0],
  },
  {
    name: "Seaview Hotels",
    font: "Playfair Display",
    weight: 700,
    colour: C.sky,
    mark: { kind: "icon", icon: "Waves", shape: "plain" },
    layout: "stacked",
    textCase: "upper",
    tracking: 0.14,
  },
  {
    name: "Brightpath Tutoring",
    font: "Outfit",
    weight: 700,
    colour: C.yellow,
    mark: { kind: "icon", icon: "Lightbulb", shape: "circle" },
    textCase: "lower",
  },
  {
    name: "Metro Print House",
    font: "Oswald",
    weight: 600,
    colour: C.pink,
    mark: { kind: "monogram", shape: "square", letters: "MP" },
    textCase: "upper",
    tracking: 0.02,
  },
  {
    name: "Evergreen Landscaping",
    font: "Lora",
    weight: 700,
    colour: C.emerald,
    mark: { kind: "icon", icon: "Trees", shape: "plain" },
    layout: "tagline",
  },
  {
    name: "Falcon Couriers",
    font: "Montserrat",
    weight: 800,
    colour: C.amber,
    mark: { kind: "geo", shape: "stripes" },
    textCase: "upper",
    italic: true,
  },
  {
    name: "Sapphire Jewellers",
    font: "Cormorant Garamond",
    weight: 500,
    colour: C.blue,
    mark: { kind: "icon", icon: "Gem", shape: "plain" },
    layout: "stacked",
    textCase: "upper",
    tracking: 0.2,
  },
  {
    name: "Koala Kids Childcare",
    font: "Nunito",
    weight: 900,
    colour: C.pink,
    mark: { kind: "geo", shape: "dots" },
    accentWords: [1],
  },
  {
    name: "Westfield Plumbing",
    font: "Poppins",
    weight: 800,
    colour: C.blue,
    mark: { kind: "icon", icon: "Droplet", shape: "circle" },
    layout: "tagline",
  },
  {
    name: "Clearwater Pools",
    font: "Outfit",
    weight: 500,
    colour: C.cyan,
    mark: { kind: "icon", icon: "Droplets", shape: "plain" },
    textCase: "lower",
  },
  {
    name: "Atlas Steel Works",
    font: "Archivo Black",
    weight: 400,
    colour: C.red,
    mark: { kind: "monogram", shape: "outline", letters: "AS" },
    layout: "tagline",
    textCase: "upper",
  },
  {
    name: "Magpie Media",
    font: "Space Grotesk",
    weight: 700,
    colour: C.pink,
    mark: { kind: "geo", shape: "half" },
    textCase: "lower",
    accentWords: [1],
  },
  {
    name: "Sunrise Fitness",
    font: "Oswald",
    weight: 700,
    colour: C.orange,
    mark: { kind: "icon", icon: "Dumbbell", shape: "square" },
    textCase: "upper",
    italic: true,
  },
  {
    name: "Willow Creek Farms",
    font: "Fraunces",
    weight: 800,
    colour: C.lime,
    mark: { kind: "icon", icon: "Wheat", shape: "plain" },
    layout: "tagline",
  },
  {
    name: "Orbit Electronics",
    font: "Manrope",
    weight: 700,
    colour: C.cyan,
    mark: { kind: "icon", icon: "Cpu", shape: "outline" },
    textCase: "lower",
  },
  {
    name: "Cedar Point Builders",
    font: "Montserrat",
    weight: 700,
    colour: C.amber,
    mark: { kind: "icon", icon: "HardHat", shape: "plain" },
    layout: "tagline",
    textCase: "upper",
    tracking: 0.04,
  },
  {
    name: "Nimbus Cloud Services",
    font: "Poppins",
    weight: 600,
    colour: C.sky,
    mark: { kind: "icon", icon: "Cloud", shape: "plain" },
    layout: "tagline",
    textCase: "lower",
    accentWords: [0],
  },
  {
    name: "Lotus Wellness Spa",
    font: "Cormorant Garamond",
    weight: 600,
    colour: C.pink,
    mark: { kind: "geo", shape: "petals" },
    layout: "stacked",
  },
];

/** Every client on the wall: the sample clients, then the portfolio's own. */
export const CLIENT_BRANDS: Brand[] = [...OWN_CLIENTS, ...PROJECT_BRANDS];

/** Source size: the wall shows logos about 160 px wide, so 320 px covers a 2x screen. */
const WIDTH = 320;
const HEIGHT = 120;

function logoPage(brand: Brand): string {
  return `<!doctype html><html><head><style>
${fontFaceCss([brand.font])}
${LOGO_CSS}
html,body{margin:0;background:transparent}
body{width:${WIDTH}px;height:${HEIGHT}px;display:flex;align-items:center;justify-content:center;font-size:40px}
</style></head><body>${logoHtml(brand, { onDark: true })}
<script>
  // Size the logo once its font has loaded: every logo covers about the same area (so a long
  // wordmark does not outweigh a compact one), within the box.
  document.fonts.ready.then(() => {
    const box = document.querySelector(".logo").getBoundingClientRect();
    const scale = Math.min(292 / box.width, 80 / box.height, Math.sqrt(11500 / (box.width * box.height)));
    document.body.style.fontSize = (40 * scale).toFixed(2) + "px";
  });
</script></body></html>`;
}

/** The logo as a palette PNG, 320 x 120, drawn at 2x and scaled down for smooth edges. */
export async function clientLogoPng(renderer: Renderer, brand: Brand): Promise<Buffer> {
  const drawn = await renderer.capture(logoPage(brand), {
    width: WIDTH,
    height: HEIGHT,
    scale: 2,
    transparent: true,
  });
  return sharp(drawn)
    .resize(WIDTH, HEIGHT)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
