/**
 * Reads project ids and titles from content/projects/ and content/project-details/, testimonial
 * authors from content/pages/home.yaml and team members from content/team/.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";

export const CONTENT = path.resolve(import.meta.dirname, "../../../content");

export interface Project {
  id: string;
  title: string;
}

export async function loadProjects(folder: string): Promise<Project[]> {
  const files = (await readdir(path.join(CONTENT, folder))).filter((file) => file.endsWith(".yaml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const data: unknown = parse(await readFile(path.join(CONTENT, folder, file), "utf8"));
      const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const { id, title } = record;
      if (typeof id !== "string" || typeof title !== "string")
        throw new Error(`${folder}/${file}: id and title must be strings`);
      return { id, title };
    }),
  );
}

export interface Reviewer {
  name: string;
  /** Path under content/images/, e.g. avatars/sarah-mitchell.jpg. */
  avatar: string;
}

/** The testimonial authors of content/pages/home.yaml, whose avatars the generator draws. */
export async function loadReviewers(): Promise<Reviewer[]> {
  const data: unknown = parse(await readFile(path.join(CONTENT, "pages/home.yaml"), "utf8"));
  const items = (data as { testimonials?: { items?: unknown } } | null)?.testimonials?.items;
  if (!Array.isArray(items)) throw new Error("pages/home.yaml: testimonials.items must be a list");
  return items.map((item: unknown, index) => {
    const record = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    const { name, avatar } = record;
    if (typeof name !== "string" || typeof avatar !== "string")
      throw new Error(`pages/home.yaml: testimonials.items[${index}] needs a name and an avatar`);
    return { name, avatar };
  });
}

export interface TeamMember {
  name: string;
  /** Path under content/images/, e.g. team/olivia-hart.jpg. */
  image: string;
  /** The member's bio, whose pronouns say how to draw them. */
  bio: string;
}

/** The members of content/team/ in page order, whose portraits the generator draws. */
export async function loadTeam(): Promise<TeamMember[]> {
  const folder = path.join(CONTENT, "team");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".yaml")).sort();
  const members = await Promise.all(
    files.map(async (file) => {
      const data: unknown = parse(await readFile(path.join(folder, file), "utf8"));
      const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const { name, image, bio, order } = record;
      if (typeof name !== "string" || typeof image !== "string")
        throw new Error(`team/${file}: name and image must be strings`);
      return {
        name,
        image,
        bio: typeof bio === "string" ? bio : "",
        order: typeof order === "number" ? order : 0,
      };
    }),
  );
  return members.sort((a, b) => a.order - b.order).map(({ order: _order, ...member }) => member);
}
