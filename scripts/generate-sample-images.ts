/**
 * Writes the sample source images under content/images/: project thumbnails, mockups and
 * galleries, case study mockups, client logos, testimonial avatars, team portraits, technology
 * logos and the site's social preview, mark and home page hero poster.
 *
 * Output is deterministic: every random choice comes from a PRNG seeded with the image's name.
 * Project ids and titles are read from content/projects/ and content/project-details/, testimonial
 * names and avatar paths from content/pages/home.yaml, team names and photo paths from content/team/.
 * The drawing code lives in scripts/sample-images/.
 *
 * Run with `npm run images:generate` (or `npx tsx scripts/generate-sample-images.ts`).
 */
import path from "node:path";
import { generateSampleImages } from "./sample-images/index.ts";

const summary = await generateSampleImages();
console.log(
  `Wrote ${summary.projectImages} project images, ${summary.galleryImages} gallery images, ${summary.caseStudyImages} case study images, ${summary.clientLogos} client logos, ${summary.avatars} avatars, ${summary.teamPortraits} team portraits, ${summary.techLogos} tech logos and ${summary.siteImages} site images to ${path.relative(process.cwd(), summary.folder)}/`,
);
console.log(`Tech logos skipped (not in simple-icons): ${summary.skippedTechLogos.join(", ") || "none"}`);
