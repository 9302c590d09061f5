/**
 * Writes the sample source images under content/images/: project thumbnails, mockups and
 * galleries (captured in headless Chromium from a mock website per project), case study mockups,
 * client logos, testimonial avatars and team portraits (DiceBear "Personas"), technology logos
 * the site's social preview, mark and home page hero poster, and the hero visual of every service and
 * industry page and of /products (each page's kind of system as an app on a laptop and a phone).
 *
 * Output is deterministic: every random choice comes from a PRNG seeded with the image's name.
 * Project ids and titles are read from content/projects/ and content/project-details/, testimonial
 * names and avatar paths from content/pages/home.yaml, team names, bios and photo paths from
 * content/team/. The drawing code lives in tools/sample-art/src/; each project's mock website
 * (brand, colours, type, words) in tools/sample-art/src/mock-sites/designs/.
 *
 * Run with `npm run images:generate` (or `npx tsx tools/sample-art/generate-images.ts`).
 */
import path from "node:path";
import { generateSampleImages } from "./src/index.ts";

try {
  const summary = await generateSampleImages();
  console.log(
    `Wrote ${summary.projectImages} project images, ${summary.galleryImages} gallery images, ${summary.caseStudyImages} case study images, ${summary.clientLogos} client logos, ${summary.avatars} avatars, ${summary.teamPortraits} team portraits, ${summary.techLogos} tech logos, ${summary.siteImages} site images and ${summary.pageVisuals} page hero visuals to ${path.relative(process.cwd(), summary.folder)}/`,
  );
  console.log(`Technologies without a logo: ${summary.skippedTechLogos.join(", ") || "none"}`);
} catch (error) {
  // Content the generator cannot read (a file without an id, say) is reported as a sentence.
  console.error(`Sample images not written: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
