/**
 * Writes every sample image under content/images/ and reports what it wrote; it never prints.
 * Files are written one at a time in a fixed order, and every drawing is seeded, so the output is
 * the same on every run. One headless Chromium draws everything that needs type and layout.
 */
import { clientLogoFolder } from "../../../pipeline/collections.ts";
import { openRenderer, type Renderer } from "./browser.ts";
import { writeCaseStudyImages } from "./case-studies.ts";
import { CLIENT_BRANDS, clientLogoPng } from "./client-logos.ts";
import {
  loadProjects,
  loadReviewers,
  loadTeam,
  type Project,
  type Reviewer,
  type TeamMember,
} from "./content.ts";
import { heroSvg } from "./hero.ts";
import { designFor } from "./mock-sites/designs/index.ts";
import { IMAGES, kebabCase, renderJpeg, writeOutput } from "./output.ts";
import { writePageVisuals } from "./page-visuals/index.ts";
import { avatarJpeg, teamPortraitJpeg } from "./people.ts";
import { projectCardImages, projectGallery } from "./project-screens.ts";
import { ogImageSvg, siteLogoSvg } from "./site-images.ts";
import { DRAWN, findIcon, TECHNOLOGIES, techLogoSvg } from "./tech-logos.ts";

export interface SampleImagesSummary {
  /** Absolute path of the folder written to. */
  folder: string;
  projectImages: number;
  galleryImages: number;
  caseStudyImages: number;
  clientLogos: number;
  avatars: number;
  teamPortraits: number;
  techLogos: number;
  siteImages: number;
  /** Hero visuals of the service, industry and products pages. */
  pageVisuals: number;
  /** Technologies with neither a simple-icons mark nor a drawn one. */
  skippedTechLogos: string[];
}

async function writeProjectImages(
  renderer: Renderer,
  projects: Project[],
  details: Project[],
): Promise<number> {
  for (const project of projects) {
    const { thumbnail, mockup } = await projectCardImages(renderer, designFor(project));
    await writeOutput(`projects/${project.id}-thumb.jpg`, thumbnail);
    await writeOutput(`projects/${project.id}-mockup.jpg`, mockup);
  }
  let gallery = 0;
  for (const project of details) {
    const views = await projectGallery(renderer, designFor(project));
    for (const [index, view] of views.entries()) {
      await writeOutput(`projects/${project.id}/gallery-${index + 1}.jpg`, view);
      gallery += 1;
    }
  }
  return gallery;
}

async function writeClientLogos(renderer: Renderer): Promise<void> {
  for (const brand of CLIENT_BRANDS) {
    await writeOutput(
      `${clientLogoFolder}/${kebabCase(brand.name)}.png`,
      await clientLogoPng(renderer, brand),
    );
  }
}

async function writeAvatars(renderer: Renderer, reviewers: Reviewer[]): Promise<void> {
  for (const [index, { name, avatar }] of reviewers.entries()) {
    await writeOutput(avatar, await avatarJpeg(renderer, name, { index }));
  }
}

async function writeTeamPortraits(renderer: Renderer, team: TeamMember[]): Promise<void> {
  for (const [index, { name, image, bio }] of team.entries()) {
    await writeOutput(image, await teamPortraitJpeg(renderer, name, { index, about: bio }));
  }
}

/** Writes a logo for every technology that has a mark, and returns the names of those without. */
async function writeTechLogos(): Promise<string[]> {
  const skipped: string[] = [];
  for (const [name, titles] of TECHNOLOGIES) {
    const drawn = DRAWN[name];
    const icon = findIcon(titles);
    const svg = drawn ? await drawn(name) : icon ? techLogoSvg(name, icon) : undefined;
    if (svg) await writeOutput(`tech/${kebabCase(name)}.svg`, svg);
    else skipped.push(name);
  }
  return skipped;
}

async function writeSiteImages(): Promise<void> {
  await writeOutput("site/og-default.jpg", await renderJpeg(ogImageSvg()));
  await writeOutput("site/logo.svg", siteLogoSvg());
  // The hero poster is the page's largest contentful paint: a lower quality keeps it light.
  await writeOutput("site/hero-poster.jpg", await renderJpeg(heroSvg(0), 70));
}

export async function generateSampleImages(): Promise<SampleImagesSummary> {
  const projects = await loadProjects("projects");
  const details = await loadProjects("project-details");
  const reviewers = await loadReviewers();
  const team = await loadTeam();
  const renderer = await openRenderer();
  try {
    const galleryImages = await writeProjectImages(renderer, projects, details);
    const caseStudyImages = await writeCaseStudyImages(renderer);
    await writeClientLogos(renderer);
    await writeAvatars(renderer, reviewers);
    await writeTeamPortraits(renderer, team);
    const skipped = await writeTechLogos();
    await writeSiteImages();
    const pageVisuals = await writePageVisuals(renderer);
    return {
      folder: IMAGES,
      projectImages: projects.length * 2,
      galleryImages,
      caseStudyImages,
      clientLogos: CLIENT_BRANDS.length,
      avatars: reviewers.length,
      teamPortraits: team.length,
      techLogos: TECHNOLOGIES.length - skipped.length,
      siteImages: 3,
      pageVisuals,
      skippedTechLogos: skipped,
    };
  } finally {
    await renderer.close();
  }
}
