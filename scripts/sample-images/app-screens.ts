/** Business-app screens for the gallery: a sidebar with a dashboard, a list or a form beside it. */
import type { Palette } from "./colour.ts";
import { between, type Random } from "./random.ts";
import { rect, text, textBar } from "./svg.ts";

function appSidebar(palette: Palette, random: Random): string {
  const parts = [rect(0, 64, 220, 656, palette.dark)];
  for (let i = 0; i < 7; i++) {
    const y = 100 + i * 48;
    if (i === 0) parts.push(rect(12, y - 14, 196, 40, palette.primary, 8));
    parts.push(
      rect(28, y - 2, 16, 16, palette.light, 4),
      textBar(56, y + 1, between(random, 70, 120), 10, palette.light),
    );
  }
  return parts.join("");
}

export function dashboardBody(palette: Palette, random: Random): string {
  const labels = ["Active users", "Requests today", "Conversion", "Avg. response"];
  const values = [
    `${Math.round(between(random, 1200, 9800))}`,
    `${Math.round(between(random, 80, 640))}`,
    `${Math.round(between(random, 12, 48))}%`,
    `${Math.round(between(random, 2, 30))} min`,
  ];
  const parts = [appSidebar(palette, random)];
  labels.forEach((label, i) => {
    const x = 248 + i * 256;
    parts.push(rect(x, 92, 236, 112, "#ffffff", 12));
    parts.push(text(x + 20, 128, label, { size: 16, fill: "#64748b" }));
    parts.push(text(x + 20, 176, values[i] ?? "", { size: 34, fill: palette.dark, weight: 700 }));
  });
  parts.push(
    rect(248, 228, 640, 460, "#ffffff", 12),
    text(272, 266, "Monthly activity", { size: 18, fill: palette.dark, weight: 700 }),
  );
  for (let i = 0; i < 12; i++) {
    const barHeight = between(random, 80, 340);
    parts.push(
      rect(280 + i * 50, 660 - barHeight, 30, barHeight, i % 3 === 2 ? palette.dark : palette.primary, 4),
    );
  }
  parts.push(
    rect(912, 228, 344, 460, "#ffffff", 12),
    text(936, 266, "Recent activity", { size: 18, fill: palette.dark, weight: 700 }),
  );
  for (let i = 0; i < 7; i++) {
    const y = 300 + i * 54;
    parts.push(`<circle cx="952" cy="${y + 10}" r="14" fill="${palette.light}"/>`);
    parts.push(
      textBar(978, y, between(random, 140, 240), 10, palette.dark),
      textBar(978, y + 16, between(random, 80, 160), 8, "#cbd5e1"),
    );
  }
  return parts.join("");
}

export function listBody(palette: Palette, random: Random): string {
  const statuses: [string, string][] = [
    ["Approved", "#16a34a"],
    ["Pending", "#d97706"],
    ["In review", "#2563eb"],
  ];
  const parts = [appSidebar(palette, random), rect(248, 92, 1008, 596, "#ffffff", 12)];
  parts.push(
    rect(272, 112, 360, 40, palette.surface, 8),
    text(288, 138, "Search records…", { size: 16, fill: "#64748b" }),
  );
  parts.push(
    rect(1096, 112, 136, 40, palette.primary, 8),
    text(1164, 138, "New record", { size: 16, fill: palette.onPrimary, weight: 600, anchor: "middle" }),
  );
  ["Name", "Reference", "Owner", "Updated", "Status"].forEach((heading, i) => {
    parts.push(text(272 + i * 196, 196, heading, { size: 15, fill: "#64748b", weight: 600 }));
  });
  for (let row = 0; row < 9; row++) {
    const y = 214 + row * 52;
    parts.push(rect(264, y, 976, 1, "#e2e8f0"));
    for (let col = 0; col < 4; col++)
      parts.push(
        textBar(272 + col * 196, y + 20, between(random, 80, 160), 10, col === 0 ? palette.dark : "#94a3b8"),
      );
    const [label, colour] = statuses[Math.floor(random() * statuses.length)] ?? statuses[0] ?? ["", ""];
    parts.push(
      rect(1056, y + 12, 110, 28, colour, 14),
      text(1111, y + 31, label, { size: 13, fill: "#ffffff", weight: 600, anchor: "middle" }),
    );
  }
  return parts.join("");
}

export function formBody(palette: Palette, random: Random): string {
  const fields = ["Full name", "E-mail address", "Phone number", "Organisation", "Category"];
  const parts = [appSidebar(palette, random), rect(248, 92, 1008, 596, "#ffffff", 12)];
  parts.push(text(280, 140, "New submission", { size: 26, fill: palette.dark, weight: 700 }));
  fields.forEach((label, i) => {
    const x = 280 + (i % 2) * 476;
    const y = 180 + Math.floor(i / 2) * 96;
    parts.push(text(x, y + 14, label, { size: 15, fill: "#475569", weight: 600 }));
    parts.push(
      rect(x, y + 26, 440, 44, palette.surface, 8),
      textBar(x + 16, y + 43, between(random, 100, 240), 10, "#94a3b8"),
    );
  });
  parts.push(
    text(756, 382, "Notes", { size: 15, fill: "#475569", weight: 600 }),
    rect(756, 394, 440, 140, palette.surface, 8),
  );
  parts.push(
    rect(280, 580, 180, 48, palette.primary, 8),
    text(370, 610, "Submit", { size: 17, fill: palette.onPrimary, weight: 600, anchor: "middle" }),
  );
  parts.push(
    rect(476, 580, 140, 48, palette.surface, 8),
    text(546, 610, "Cancel", { size: 17, fill: palette.dark, weight: 600, anchor: "middle" }),
  );
  return parts.join("");
}
