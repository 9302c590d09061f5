/** Client logos: a grey mark and the client's name, for the logo wall. */
import { createRandom } from "./random.ts";
import { fitFontSize, splitTitle, svgDocument, textBlock } from "./svg.ts";

export const CLIENTS = [
  "Acme Logistics",
  "Harbour Dental Group",
  "Bluegum Legal",
  "Coastal Freight Co",
  "Redgum Constructions",
  "Summit Wealth Partners",
  "Pacific Crest Realty",
  "Wattle Health Clinics",
  "Ironbark Engineering",
  "Southern Cross Motors",
  "Greenleaf Organics",
  "Kestrel Aviation",
  "Blue Harbour Insurance",
  "Opal Coast Travel",
  "Northgate Pharmacy",
  "Meridian Finance",
  "Silverline Telecom",
  "Outback Solar",
  "Bayside Physio",
  "Crescent Accounting",
  "Riverbend Vineyards",
  "Granite Mining Services",
  "Lighthouse Learning",
  "Eastwood Bakery",
  "Banksia Aged Care",
  "Tidewater Marine",
  "Urban Nest Interiors",
  "Quantum Labs",
  "Parkside Veterinary",
  "Horizon Security",
  "Jacaranda Florists",
  "Copperleaf Cafe",
  "Pinnacle Recruitment",
  "Seaview Hotels",
  "Brightpath Tutoring",
  "Metro Print House",
  "Evergreen Landscaping",
  "Falcon Couriers",
  "Sapphire Jewellers",
  "Koala Kids Childcare",
  "Westfield Plumbing",
  "Clearwater Pools",
  "Atlas Steel Works",
  "Magpie Media",
  "Sunrise Fitness",
  "Willow Creek Farms",
  "Orbit Electronics",
  "Cedar Point Builders",
  "Nimbus Cloud Services",
  "Lotus Wellness Spa",
];

const LOGO_GREY = "#d4d4d8";

function logoMark(shape: number, filled: boolean): string {
  const paint = filled ? `fill="${LOGO_GREY}"` : `fill="none" stroke="${LOGO_GREY}" stroke-width="6"`;
  switch (shape) {
    case 0:
      return `<circle cx="60" cy="60" r="32" ${paint}/>`;
    case 1:
      return `<rect x="30" y="30" width="60" height="60" rx="8" ${paint}/>`;
    default:
      return `<path d="M60 26 L94 90 H26 Z" stroke-linejoin="round" ${paint}/>`;
  }
}

export function clientLogoSvg(name: string): string {
  const random = createRandom(`client:${name}`);
  const layouts = [[name], splitTitle(name, 0)];
  const [lines, size] = layouts
    .map((candidate): [string[], number] => [candidate, fitFontSize(candidate, 190, 32)])
    .reduce((best, next) => (next[1] > best[1] ? next : best));
  const top = 60 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const body =
    logoMark(Math.floor(random() * 3), random() < 0.5) +
    textBlock(112, top, lines, { size, fill: LOGO_GREY, weight: 700 });
  return svgDocument(320, 120, body);
}
