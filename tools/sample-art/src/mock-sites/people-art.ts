/** People inside the mock websites: doctors, trainers, reviewers, drawn like the team (people.ts). */
import { CLOTHING, type Presentation, personaSvg } from "../people.ts";
import { createRandom, pick } from "../random.ts";

/** First names of the sample people in the mock websites' copy who are women. */
const FEMININE = new Set(
  "Sarah Anita Emily Olivia Hana Claire Hannah Julia Mia Grace Lena Fatima Aroha Rebecca Amelia Priya Ava Zara Karen Chloe Sophia Georgia Tessa Aiko Mele Mina Isabelle Amy".split(
    " ",
  ),
);

const GROUNDS = ["#fde2e4", "#e2ece9", "#dfe7fd", "#fff1c1", "#e9e1fb", "#d7f0f7", "#fbe3d0"];

function presentationOfName(name: string): Presentation {
  const first = name.replace(/^Dr\.? /, "").split(" ")[0] ?? "";
  return FEMININE.has(first) ? "feminine" : "masculine";
}

/** The person's drawing (no ground), for tiles and avatars. */
export function personDrawing(name: string): string {
  const random = createRandom(`mock-person:${name}`);
  return personaSvg(name, presentationOfName(name), pick(random, CLOTHING));
}

/** A round avatar of `size` px on a soft ground. */
export function avatarHtml(name: string, size: number, ground?: string): string {
  const random = createRandom(`mock-ground:${name}`);
  const colour = ground ?? pick(random, GROUNDS);
  const drawing = personDrawing(name).replace(
    "<svg ",
    `<svg width="${size}" height="${size}" style="display:block" `,
  );
  return `<span class="avatar" style="width:${size}px;height:${size}px;background:${colour}">${drawing}</span>`;
}
