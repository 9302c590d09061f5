/**
 * Writes every sample image under content/images/ and reports what it wrote; it never prints.
 * Files are written one at a time in a fixed order, so the output is the same on every run.
 */
import { avatarSvg } from "./avatars.ts";
import { writeCaseStudyImages } from "./case-studies.ts";
import { CLIENTS, clientLogoSvg } from "./client-logos.ts";
import {
  loadProjects,
  loadReviewers,
  loadTeam,
  type Project,
  type Reviewer,
  type TeamMember,
} from "./content.ts";
import { heroSvg } from "./hero.ts";
import { IMAGES, kebabCase, renderJpeg, renderPalettePng, writeOutput } from "./output.ts";
import { GALLERY, gallerySvg, mockupSvg, thumbnailSvg } from "./project-screens.ts";
import { ogImageSvg, siteLogoSvg } from "./site-images.ts";
import { teamPortraitSvg } from "./team.ts";
import { findIcon, TECHNOLOGIES, techLogoSvg } from "./tech-logos.ts";

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
  /** Technologies simple-icons has no logo for. */
  skippedTechLogos: string[];
}

async function writeProjectImages(projects: Project[], details: Project[]): Promise<void> {
  for (const project of projects) {
    await writeOutput(`projects/${project.id}-thumb.jpg`, await renderJpeg(thumbnailSvg(project)));
    await writeOutput(`projects/${project.id}-mockup.jpg`, await renderJpeg(mockupSvg(project)));
  }
  for (const project of details) {
    for (let index = 0; index < GALLERY.length; index++) {
      await writeOutput(
        `projects/${project.id}/gallery-${index + 1}.jpg`,
        await renderJpeg(gallerySvg(project, index)),
      );
    }
  }
}

async function writeClientLogos(): Promise<void> {
  for (const name of CLIENTS) {
    await writeOutput(`clients/${kebabCase(name)}.png`, await renderPalettePng(clientLogoSvg(name)));
  }
}

async function writeAvatars(reviewers: Reviewer[]): Promise<void> {
  for (const [index, { name, avatar }] of reviewers.entries()) {
    await writeOutput(avatar, await renderJpeg(avatarSvg(name, index)));
  }
}

async function writeTeamPortraits(team: TeamMember[]): Promise<void> {
  for (const { name, image } of team) {
    await writeOutput(image, await renderJpeg(teamPortraitSvg(name), 70));
  }
}

/** Writes the logos simple-icons has and returns the names of the technologies it lacks. */
async function writeTechLogos(): Promise<string[]> {
  const skipped: string[] = [];
  for (const [name, titles] of TECHNOLOGIES) {
    const icon = findIcon(titles);
    if (icon) await writeOutput(`tech/${kebabCase(name)}.svg`, techLogoSvg(name, icon));
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
  await writeProjectImages(projects, details);
  const caseStudyImages = await writeCaseStudyImages();
  await writeClientLogos();
  await writeAvatars(reviewers);
  await writeTeamPortraits(team);
  const skipped = await writeTechLogos();
  await writeSiteImages();
  return {
    folder: IMAGES,
    projectImages: projects.length * 2,
    galleryImages: details.length * GALLERY.length,
    caseStudyImages,
    clientLogos: CLIENTS.length,
    avatars: reviewers.length,
    teamPortraits: team.length,
    techLogos: TECHNOLOGIES.length - skipped.length,
    siteImages: 3,
    skippedTechLogos: skipped,
  };
}
