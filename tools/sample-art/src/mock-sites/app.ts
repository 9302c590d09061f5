/**
 * Signed-in screens of the web apps: a sidebar, a top bar and a dashboard whose panels depend on
 * the app (a seller workspace, an RPL pipeline, a dispatch map, depot stock, a patient or parent
 * portal, a learner's progress, a clinic's day, a kitchen's orders). All CSS is scoped to `.app`,
 * so a landing page can embed the same markup, scaled down, as its product shot.
 */

import type { FontName } from "../fonts.ts";
import { icon } from "../icons.ts";
import { createRandom, pick } from "../random.ts";
import { escapeXml } from "../svg.ts";
import { cityMap } from "./art.ts";
import type { AppKind, SiteDesign } from "./design.ts";
import { avatarHtml } from "./people-art.ts";

const e = escapeXml;

/** The frame of a signed-in screen: its title, side navigation and headline figures. */
export interface AppShell {
  title: string;
  nav: [icon: string, label: string][];
  kpis: [label: string, value: string, change: string][];
}

interface AppSpec extends AppShell {
  body: (design: SiteDesign) => string;
}

/** What the frame takes from a brand: its name and type, the primary colour and the sidebar's. */
export interface AppLook {
  name: string;
  primary: string;
  side: string;
  headingFont: FontName;
  headingWeight: number;
  bodyFont: FontName;
}

export function chart(
  seed: string,
  colour: string,
  { width = 560, height = 180, bars = false } = {},
): string {
  const random = createRandom(`chart:${seed}`);
  const points = Array.from({ length: 12 }, (_, index) => 0.35 + 0.5 * (index / 11) * 0.6 + random() * 0.35);
  if (bars) {
    const step = width / points.length;
    return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="${height}" preserveAspectRatio="none">${points
      .map(
        (value, index) =>
          `<rect x="${(index * step + step * 0.18).toFixed(1)}" y="${(height - value * height).toFixed(1)}" width="${(step * 0.64).toFixed(1)}" height="${(value * height).toFixed(1)}" rx="4" fill="${colour}" opacity="${index === points.length - 1 ? 1 : 0.55}"/>`,
      )
      .join("")}</svg>`;
  }
  const xy = points.map(
    (value, index) => [(index / (points.length - 1)) * width, height - value * height * 0.9] as const,
  );
  const line = xy
    .map(([x, y], index) => `${index === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join("");
  const id = `g${seed.replace(/[^a-z0-9]/gi, "")}`;
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="${height}" preserveAspectRatio="none"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.28"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs>${[0.25, 0.5, 0.75].map((f) => `<line x1="0" x2="${width}" y1="${height * f}" y2="${height * f}" stroke="#e5e7eb"/>`).join("")}<path d="${line}L${width} ${height}L0 ${height}Z" fill="url(#${id})"/><path d="${line}" fill="none" stroke="${colour}" stroke-width="3" stroke-linejoin="round"/></svg>`;
}

export type Tone = "green" | "amber" | "blue" | "red" | "grey";

export function pill(text: string, tone: Tone): string {
  return `<span class="pill ${tone}">${e(text)}</span>`;
}

/** A progress bar filled to `percent`. */
export function level(percent: number): string {
  return `<span class="level"><i style="width:${percent}%"></i></span>`;
}

/** A board of lanes, each a heading with a count (HTML) over its cards (HTML). */
export function kanban(
  lanes: { title: string; count: string; cards: string[] }[],
  className = "kanban",
): string {
  return `<div class="${className}">${lanes
    .map(
      ({ title, count, cards }) => `<div class="lane"><h4>${e(title)} ${count}</h4>${cards.join("")}</div>`,
    )
    .join("")}</div>`;
}

export function table(headings: string[], rows: string[][]): string {
  return `<table><thead><tr>${headings.map((h) => `<th>${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

export function panel(title: string, body: string, extra = ""): string {
  return `<section class="panel ${extra}"><header><h3>${e(title)}</h3><span class="more">${icon("Ellipsis", { size: 18 })}</span></header>${body}</section>`;
}

export function who(name: string, sub: string): string {
  return `<span class="who">${avatarHtml(name, 30)}<span><b>${e(name)}</b><small>${e(sub)}</small></span></span>`;
}

const SPECS: Record<AppKind, AppSpec> = {
  marketplace: {
    title: "Seller workspace",
    nav: [
      ["LayoutDashboard", "Dashboard"],
      ["Inbox", "Live requests"],
      ["Send", "My offers"],
      ["Package", "Orders"],
      ["Star", "Reviews"],
      ["Wallet", "Payouts"],
      ["Settings", "Settings"],
    ],
    kpis: [
      ["Open requests", "148", "+12%"],
      ["Offers sent", "36", "+8%"],
      ["Win rate", "41%", "+5 pts"],
      ["Revenue (30d)", "$18,420", "+22%"],
    ],
    body: (d) =>
      `<div class="cols-2-1">${panel(
        "Live requests near you",
        table(
          ["Request", "Budget", "Suburb", "Posted", ""],
          (
            [
              ["Hannah Brooks", "Standing desk, 160 cm", "$450", "Parramatta", "4 min ago", false],
              ["Omar Haddad", "Road bike, 56 cm", "$1,200", "Ryde", "11 min ago", false],
              ["Julia Santos", "Espresso machine", "$600", "Bondi", "26 min ago", true],
              ["Ben Carter", "Kids' bunk bed", "$380", "Penrith", "38 min ago", false],
              ["Mia Wong", "iPhone 15, 128 GB", "$950", "Chatswood", "1 h ago", true],
            ] as const
          ).map(([name, wanted, budget, suburb, posted, sent]) => [
            who(name, wanted),
            budget,
            suburb,
            posted,
            sent ? `<span class="btn ghost">Offer sent</span>` : `<span class="btn">Make offer</span>`,
          ]),
        ),
      )}${panel("Offers this week", `${chart("mk", d.palette.primary, { height: 150, bars: true })}<div class="legend"><span>Won <b>15</b></span><span>Pending <b>12</b></span><span>Lost <b>9</b></span></div>`)}</div>`,
  },
  rpl: {
    title: "Applications",
    nav: [
      ["LayoutDashboard", "Overview"],
      ["FileStack", "Applications"],
      ["FolderCheck", "Evidence"],
      ["ClipboardCheck", "Assessments"],
      ["Users", "Agents"],
      ["Receipt", "Invoices"],
      ["ChartColumn", "Reports"],
    ],
    kpis: [
      ["New enquiries", "64", "+18%"],
      ["In assessment", "122", "+6%"],
      ["Awaiting evidence", "37", "−11%"],
      ["Certificates issued", "89", "+14%"],
    ],
    body: () => {
      const columns: [string, [string, string, string][]][] = [
        [
          "Enquiry",
          [
            ["Sanjay Mehta", "BSB50420 Diploma of Leadership", "Agent: Apex"],
            ["Lena Kowalski", "CHC33021 Individual Support", "Direct"],
          ],
        ],
        [
          "Evidence",
          [
            ["Marco Rossi", "CPC40120 Building & Construction", "Agent: BuildPath"],
            ["Aroha Ngata", "BSB40120 Business", "Sub-agent: K. Lee"],
          ],
        ],
        [
          "Assessment",
          [
            ["Grace Whitfield", "CHC50121 Early Childhood", "Assessor: J. Park"],
            ["Tom Baxter", "RII30820 Civil Construction", "Assessor: R. Singh"],
          ],
        ],
        [
          "Certificate",
          [
            ["Fatima Noor", "BSB50420 Diploma of Leadership", "Issued 12 Jun"],
            ["Liam O'Neil", "TLI41222 Supply Chain", "Issued 10 Jun"],
          ],
        ],
      ];
      return kanban(
        columns.map(([title, cards]) => ({
          title,
          count: `<span>${cards.length * 7 + 3}</span>`,
          cards: cards.map(
            ([name, qual, meta]) =>
              `<div class="card">${who(name, meta)}<p>${e(qual)}</p><div class="bar"><i style="width:${40 + ((name.length * 7) % 55)}%"></i></div></div>`,
          ),
        })),
      );
    },
  },
  dispatch: {
    title: "Operations",
    nav: [
      ["Map", "Live map"],
      ["Siren", "Incidents"],
      ["Users", "Teams"],
      ["Truck", "Vehicles"],
      ["Radio", "Paging"],
      ["ClipboardList", "Log"],
      ["Settings", "Settings"],
    ],
    kpis: [
      ["Active incidents", "3", "2 high"],
      ["Teams deployed", "7", "of 12"],
      ["Avg. page time", "5m 40s", "−1m"],
      ["Volunteers on call", "48", ""],
    ],
    body: () =>
      `<div class="cols-2-1">${panel("Live map", `<div class="map">${cityMap("dispatch", { land: "#e8ece4", road: "#ffffff", water: "#bcd7e6", pins: ["#ef4444", "#f59e0b", "#2563eb", "#2563eb", "#16a34a"] })}</div>`, "tall")}${panel(
        "Incidents",
        (
          [
            ["Missing tramper", "Waitākere Ranges", "red", "High", "Team 3 en route"],
            ["Vessel aground", "Rangitoto Channel", "amber", "Medium", "Coastal unit launching"],
            ["Fall, injured hiker", "Hunua Falls track", "red", "High", "Team 5 on scene"],
            ["Welfare check", "Piha Beach", "blue", "Low", "Assigned"],
          ] as const
        )
          .map(
            ([title, place, tone, level, status]) =>
              `<div class="incident"><div><b>${e(title)}</b><small>${e(place)}</small><small>${e(status)}</small></div>${pill(level, tone)}</div>`,
          )
          .join(""),
      )}</div>`,
  },
  inventory: {
    title: "Depot stock",
    nav: [
      ["LayoutDashboard", "Dashboard"],
      ["Warehouse", "Depots"],
      ["Fuel", "Stock"],
      ["Truck", "Deliveries"],
      ["ShoppingCart", "Orders"],
      ["Users", "Customers"],
      ["FileSpreadsheet", "Reports"],
    ],
    kpis: [
      ["Stock on hand", "1.42M L", "−3.1%"],
      ["Deliveries today", "38", "+4"],
      ["Orders pending", "17", ""],
      ["Margin (30d)", "8.4¢/L", "+0.6¢"],
    ],
    body: (d) =>
      `<div class="cols-2-1">${panel(
        "Tanks by depot",
        table(
          ["Depot", "Product", "Level", "Reorder", "Status"],
          (
            [
              ["Newcastle", "Diesel", 78, "120,000 L", "OK", "green"],
              ["Dubbo", "Diesel", 34, "80,000 L", "Reorder", "amber"],
              ["Wagga Wagga", "Unleaded 91", 61, "60,000 L", "OK", "green"],
              ["Goulburn", "AdBlue", 18, "10,000 L", "Low", "red"],
              ["Newcastle", "Unleaded 91", 52, "60,000 L", "OK", "green"],
            ] as const
          ).map(([depot, product, percent, reorder, status, tone]) => [
            depot,
            product,
            `${level(percent)} ${percent}%`,
            reorder,
            pill(status, tone),
          ]),
        ),
      )}${panel("Litres sold per day", chart("inv", d.palette.primary, { height: 170 }))}</div>`,
  },
  portal: {
    title: "Home",
    nav: [
      ["House", "Home"],
      ["CalendarDays", "Appointments"],
      ["FileText", "Results"],
      ["Pill", "Prescriptions"],
      ["MessageSquare", "Messages"],
      ["CreditCard", "Payments"],
      ["User", "Profile"],
    ],
    kpis: [
      ["Next appointment", "Thu 10:30", "Dr Yusuf"],
      ["New results", "2", "Reviewed"],
      ["Prescriptions", "3 active", ""],
      ["Messages", "1 unread", ""],
    ],
    body: (d) =>
      `<div class="cols-2-1">${panel(
        "Results",
        table(
          ["Test", "Date", "Doctor", "Status"],
          [
            ["Full blood count", "12 Jun", "Dr Hana Yusuf", pill("Normal", "green")],
            ["Iron studies", "12 Jun", "Dr Hana Yusuf", pill("Discuss", "amber")],
            ["Vitamin D", "28 May", "Dr Peter Lim", pill("Normal", "green")],
            ["Cholesterol", "2 May", "Dr Peter Lim", pill("Normal", "green")],
          ],
        ),
      )}${panel("Upcoming", `<div class="appointment">${avatarHtml("Dr Hana Yusuf", 44)}<div><b>Dr Hana Yusuf</b><small>Thursday 19 June · 10:30 am</small><small>Follow-up · Room 4</small></div></div><div class="appointment">${avatarHtml("Dr Peter Lim", 44)}<div><b>Dr Peter Lim</b><small>Tuesday 1 July · 4:15 pm</small><small>Telehealth</small></div></div><span class="btn wide" style="background:${d.palette.primary}">Book an appointment</span>`)}</div>`,
  },
  learner: {
    title: "My learning",
    nav: [
      ["LayoutDashboard", "Dashboard"],
      ["BookOpen", "My course"],
      ["ClipboardCheck", "Assessments"],
      ["Upload", "Submissions"],
      ["MessagesSquare", "Trainer"],
      ["Award", "Certificates"],
      ["User", "Profile"],
    ],
    kpis: [
      ["Course progress", "68%", "11 of 16 units"],
      ["Due this week", "2", "Assessments"],
      ["Feedback", "3 new", ""],
      ["Study streak", "9 days", ""],
    ],
    body: (d) =>
      `<div class="cols-2-1">${panel(
        "Units",
        table(
          ["Unit", "Code", "Progress", "Status"],
          (
            [
              ["Lead effective workplace relationships", "BSBLDR523", 100, "Competent", "green"],
              ["Manage team effectiveness", "BSBTWK502", 80, "Submitted", "blue"],
              ["Manage operational plan", "BSBOPS502", 45, "In progress", "amber"],
              ["Manage budgets", "BSBFIN501", 10, "Not started", "grey"],
            ] as const
          ).map(([unit, code, percent, status, tone]) => [unit, code, level(percent), pill(status, tone)]),
        ),
      )}${panel("Progress", `<div class="ring"><svg viewBox="0 0 120 120" width="150" height="150"><circle cx="60" cy="60" r="48" fill="none" stroke="#eef0f4" stroke-width="14"/><circle cx="60" cy="60" r="48" fill="none" stroke="${d.palette.primary}" stroke-width="14" stroke-dasharray="205 302" stroke-linecap="round" transform="rotate(-90 60 60)"/><text x="60" y="67" text-anchor="middle" font-size="24" font-weight="700" fill="#111827">68%</text></svg></div><div class="appointment">${avatarHtml("Karen Mills", 40)}<div><b>Karen Mills</b><small>Your trainer · replies in ~4 h</small></div></div>`)}</div>`,
  },
  clinic: {
    title: "Today",
    nav: [
      ["CalendarDays", "Calendar"],
      ["Users", "Patients"],
      ["ClipboardList", "Intake forms"],
      ["Pill", "Prescriptions"],
      ["Receipt", "Billing"],
      ["Building2", "Clinics"],
      ["ChartColumn", "Reports"],
    ],
    kpis: [
      ["Appointments today", "184", "6 clinics"],
      ["Booked online", "45%", "+9 pts"],
      ["No-shows", "3.2%", "−1.8 pts"],
      ["Utilisation", "91%", "+4 pts"],
    ],
    body: (d) => {
      const doctors = ["Dr Sarah Nguyen", "Dr Michael Chen", "Dr Anita Rao", "Dr James O'Brien"];
      const random = createRandom("clinic-day");
      const names = [
        "A. Patel",
        "J. Smith",
        "L. Nguyen",
        "M. Brown",
        "K. Wilson",
        "S. Ali",
        "R. Jones",
        "T. Lee",
        "E. Martin",
        "H. Kim",
      ];
      const lanes = doctors
        .map((doctor) => {
          const blocks: string[] = [];
          let top = 4;
          while (top < 330) {
            const height = random() < 0.5 ? 46 : 30;
            if (random() < 0.82) {
              const tone = random() < 0.3 ? "alt" : "";
              blocks.push(
                `<div class="slot ${tone}" style="top:${top}px;height:${height - 4}px"><b>${e(pick(random, names))}</b><small>${height > 40 ? "Standard consult" : "Short"}</small></div>`,
              );
            }
            top += height;
          }
          return `<div class="day-lane"><h4>${avatarHtml(doctor, 26)} ${e(doctor)}</h4><div class="slots">${blocks.join("")}</div></div>`;
        })
        .join("");
      return `<div class="cols-2-1">${panel("Parramatta clinic · Thursday", `<div class="day" style="--c:${d.palette.primary}">${lanes}</div>`, "tall")}${panel("Bookings this week", chart("clinic", d.palette.primary, { height: 160, bars: true }))}</div>`;
    },
  },
  orders: {
    title: "Kitchen orders",
    nav: [
      ["LayoutDashboard", "Dashboard"],
      ["ReceiptText", "Orders"],
      ["ChefHat", "Kitchen"],
      ["UtensilsCrossed", "Menu"],
      ["Boxes", "Inventory"],
      ["Store", "Venues"],
      ["ChartColumn", "Reports"],
    ],
    kpis: [
      ["Orders today", "1,286", "+9%"],
      ["Avg. prep time", "11m 20s", "−40s"],
      ["Online share", "58%", "+6 pts"],
      ["Sales today", "$31,940", "+12%"],
    ],
    body: () => {
      const lanes: [string, Tone, [string, string, string][]][] = [
        [
          "New",
          "blue",
          [
            ["#2041", "Crispy Chicken Bao ×2, Poke Bowl", "Pick-up 12:45"],
            ["#2042", "Smash Burger, Fries, Lemonade", "Delivery"],
          ],
        ],
        [
          "Preparing",
          "amber",
          [
            ["#2037", "Banh Mi ×3, Spring Rolls", "Pick-up 12:40"],
            ["#2038", "Poke Bowl ×2", "Dine in · T12"],
          ],
        ],
        [
          "Ready",
          "green",
          [
            ["#2033", "Green Curry, Jasmine Rice", "Pick-up"],
            ["#2035", "Bao ×4, Slaw", "Driver arriving"],
          ],
        ],
      ];
      return kanban(
        lanes.map(([title, tone, tickets]) => ({
          title,
          count: pill(String(tickets.length * 3 + 1), tone),
          cards: tickets.map(
            ([number, items, meta]) =>
              `<div class="card ticket"><b>${e(number)}</b><p>${e(items)}</p><small>${e(meta)}</small></div>`,
          ),
        })),
        "kanban three",
      );
    },
  },
};

/** Scoped CSS of the app screens; `--p` is the app's primary colour. */
export const APP_CSS = `
.app{display:grid;grid-template-columns:236px 1fr;width:100%;height:100%;background:#f6f7fb;color:#111827;font-size:14px;text-align:left;overflow:hidden;line-height:1.35}
.app .side{background:var(--side);color:#cbd5e1;padding:20px 14px;display:flex;flex-direction:column;gap:4px}
.app .side .brand{font-size:17px;padding:4px 8px 22px;color:#fff}
.app .side a{display:flex;align-items:center;gap:10px;padding:9px 10px;border-radius:8px;color:inherit;text-decoration:none;font-weight:500}
.app .side a.on{background:rgba(255,255,255,.12);color:#fff}
.app .side svg{width:18px;height:18px}
.app .main{display:flex;flex-direction:column;min-width:0}
.app .top{display:flex;align-items:center;gap:16px;padding:14px 28px;background:#fff;border-bottom:1px solid #e8eaf0}
.app .top h2{font-size:20px;margin:0;flex:1;font-weight:700}
.app .search{display:flex;align-items:center;gap:8px;width:260px;padding:8px 12px;border:1px solid #e5e7eb;border-radius:8px;color:#9ca3af}
.app .search svg{width:16px;height:16px}
.app .content{padding:22px 28px;display:flex;flex-direction:column;gap:18px;overflow:hidden}
.app .kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.app .kpi{background:#fff;border:1px solid #eceef3;border-radius:12px;padding:16px 18px}
.app .kpi small{color:#6b7280;display:block}
.app .kpi b{display:block;font-size:26px;margin:6px 0 2px;letter-spacing:-.01em}
.app .kpi i{font-style:normal;font-size:12px;color:#059669}
.app .panel{background:#fff;border:1px solid #eceef3;border-radius:12px;padding:16px 18px;min-width:0;overflow:hidden}
.app .panel header{display:flex;align-items:center;justify-content:space-between;margin-bottom:12px}
.app .panel h3{margin:0;font-size:15px}
.app .more{color:#9ca3af;display:inline-flex}
.app .cols-2-1{display:grid;grid-template-columns:1.75fr 1fr;gap:18px;align-items:start}
.app table{width:100%;border-collapse:collapse}
.app th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;text-align:left;font-weight:600;padding:0 8px 10px}
.app td{padding:10px 8px;border-top:1px solid #f0f1f5;vertical-align:middle;white-space:nowrap}
.app .who{display:inline-flex;align-items:center;gap:10px}
.app .who b{display:block;font-size:13.5px}
.app .who small{display:block;color:#6b7280;font-size:12px}
.app .avatar{border-radius:50%;overflow:hidden;flex:none;display:inline-block}
.app .btn{display:inline-block;padding:6px 12px;border-radius:7px;background:var(--p);color:#fff;font-weight:600;font-size:12.5px}
.app .btn.ghost{background:#f3f4f6;color:#374151}
.app .btn.wide{display:block;text-align:center;padding:11px;margin-top:14px;font-size:14px}
.app .pill{display:inline-block;padding:3px 9px;border-radius:999px;font-size:12px;font-weight:600}
.app .pill.green{background:#dcfce7;color:#166534}.app .pill.amber{background:#fef3c7;color:#92400e}.app .pill.blue{background:#dbeafe;color:#1e40af}.app .pill.red{background:#fee2e2;color:#991b1b}.app .pill.grey{background:#f3f4f6;color:#4b5563}
.app .legend{display:flex;gap:18px;color:#6b7280;margin-top:10px;font-size:13px}
.app .legend b{color:#111827}
.app .kanban{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.app .kanban.three{grid-template-columns:repeat(3,1fr)}
.app .lane{background:#eef0f5;border-radius:12px;padding:12px;display:flex;flex-direction:column;gap:10px}
.app .lane h4{margin:0 0 2px;font-size:13px;display:flex;justify-content:space-between;align-items:center;color:#374151}
.app .lane h4 span:not(.pill){color:#6b7280;font-weight:500}
.app .card{background:#fff;border-radius:10px;padding:12px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.app .card p{margin:8px 0 8px;color:#374151;font-size:13px;white-space:normal}
.app .card small{color:#6b7280}
.app .ticket b{font-size:15px}
.app .bar{height:6px;background:#eef0f5;border-radius:3px;overflow:hidden}.app .bar i{display:block;height:100%;background:var(--p)}
.app .level{display:inline-block;width:90px;height:8px;background:#eef0f5;border-radius:4px;overflow:hidden;vertical-align:middle;margin-right:6px}.app .level i{display:block;height:100%;background:var(--p)}
.app .map{height:400px;border-radius:10px;overflow:hidden}
.app .incident{display:flex;justify-content:space-between;align-items:flex-start;padding:10px 0;border-top:1px solid #f0f1f5}
.app .incident b{display:block}.app .incident small{display:block;color:#6b7280}
.app .appointment{display:flex;gap:12px;align-items:center;padding:10px 0;border-top:1px solid #f0f1f5}
.app .appointment b{display:block}.app .appointment small{display:block;color:#6b7280}
.app .ring{display:flex;justify-content:center;padding:6px 0 12px}
.app .day{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
.app .day-lane h4{margin:0 0 8px;font-size:12.5px;display:flex;align-items:center;gap:6px;white-space:nowrap;overflow:hidden}
.app .slots{position:relative;height:340px;background:repeating-linear-gradient(#fff 0 29px,#f0f1f5 29px 30px)}
.app .slot{position:absolute;left:0;right:0;border-radius:6px;background:color-mix(in srgb,var(--c) 16%,#fff);border-left:3px solid var(--c);padding:3px 8px;overflow:hidden}
.app .slot.alt{background:#fef3c7;border-left-color:#f59e0b}
.app .slot b{display:block;font-size:12px}.app .slot small{display:block;font-size:11px;color:#6b7280}
@media (max-width:700px){
  .app{grid-template-columns:1fr}
  .app .side{display:none}
  .app .top{padding:14px 16px}
  .app .search{display:none}
  .app .content{padding:14px 16px;gap:14px}
  .app .kpis{grid-template-columns:1fr 1fr;gap:10px}
  .app .kpi b{font-size:22px}
  .app .cols-2-1{grid-template-columns:1fr}
  .app .kanban{grid-template-columns:1fr}
  .app .lane:nth-child(n+3){display:none}
  .app td:nth-child(n+3),.app th:nth-child(n+3){display:none}
  .app .day{grid-template-columns:1fr 1fr}
  .app .day-lane:nth-child(n+3){display:none}
  .app .map{height:260px}
}
`;

/** A signed-in screen: `shell`'s frame around `body`, in `look`'s colours and type. */
export function appShellHtml(shell: AppShell, look: AppLook, body: string): string {
  const brand = `<div class="brand" style="font-family:'${look.headingFont}';font-weight:${look.headingWeight}">${e(look.name)}</div>`;
  const nav = shell.nav
    .map(
      ([name, label], index) =>
        `<a class="${index === 0 || label === shell.title ? "on" : ""}">${icon(name, { size: 18 })}${e(label)}</a>`,
    )
    .join("");
  const kpis = shell.kpis
    .map(
      ([label, value, change]) =>
        `<div class="kpi"><small>${e(label)}</small><b>${e(value)}</b><i>${e(change)}</i></div>`,
    )
    .join("");
  return `<div class="app" style="--p:${look.primary};--side:${look.side};font-family:'${look.bodyFont}'"><nav class="side">${brand}${nav}</nav><div class="main"><div class="top"><h2>${e(shell.title)}</h2><span class="search">${icon("Search", { size: 16 })}Search…</span>${icon("Bell", { size: 20, colour: "#6b7280" })}${avatarHtml("Account Holder", 34)}</div><div class="content"><div class="kpis">${kpis}</div>${body}</div></div></div>`;
}

/** The signed-in screen of `kind`, in the design's colours. */
export function appHtml(kind: AppKind, design: SiteDesign): string {
  const spec = SPECS[kind];
  const look: AppLook = {
    name: design.brand.name,
    primary: design.palette.primary,
    side: design.palette.dark,
    headingFont: design.heading.font,
    headingWeight: design.heading.weight,
    bodyFont: design.body,
  };
  return appShellHtml(spec, look, spec.body(design));
}
