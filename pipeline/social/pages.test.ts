import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { ROOT } from "../../tests/support/paths.ts";
import { entryHref } from "../routes/routes.ts";
import { type ValidationResult, validateContent } from "../validate/validate.ts";
import { type SocialPage, socialPages } from "./pages.ts";

let validation: ValidationResult;
let pages: SocialPage[];
const files = (name: string) => {
  const found = validation.collections.find(({ collection }) => collection.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const byRoute = (route: string) => pages.find((page) => page.route === route);

beforeAll(async () => {
  validation = await validateContent(ROOT);
  pages = socialPages(validation.collections, validation.routes);
}, 60_000);

describe("socialPages", () => {
  it("gives every route of the route table one preview, in its order, each with a title", () => {
    expect(pages.map((page) => page.route)).toEqual(validation.routes);
    expect(pages.filter((page) => page.title.trim() === "")).toEqual([]);
  });

  it("titles an entry's page with the entry's title and labels it with its collection's kind", () => {
    const { collection, sources } = files("services");
    if (collection.kind !== "entries") throw new Error("services are entries");
    for (const { data } of sources) {
      const href = entryHref(collection, data) ?? "";
      expect(byRoute(href), href).toEqual({
        route: href,
        title: (data as { title: string }).title,
        label: "Service",
      });
    }
  });

  it("shows a project's screenshot, which the project (the entry its details belong to) holds", () => {
    const { collection, sources } = files("projectDetails");
    const projects = files("projects").sources.map(({ data }) => data as { id: string; thumbnail: string });
    if (collection.kind !== "entries") throw new Error("project details are entries");
    expect(sources.length).toBeGreaterThan(0);
    for (const { data } of sources) {
      const { id } = data as { id: string };
      const page = byRoute(entryHref(collection, data) ?? "");
      expect(page?.label).toBe("Project");
      expect(page?.picture).toBe(projects.find((project) => project.id === id)?.thumbnail);
    }
  });

  it("titles a one-off page from its content file's title field", () => {
    const contact = files("contactPage").sources[0]?.data as { hero: { title: string } };
    expect(byRoute("/contact")).toEqual({ route: "/contact", title: contact.hero.title, label: "Contact" });
  });

  it("shows the site's tagline, unlabelled, for the home page, whose title the page computes", () => {
    const site = files("site").sources[0]?.data as { tagline: string };
    expect(byRoute("/")).toEqual({ route: "/", title: site.tagline });
  });

  it("titles the blog's listing with its heading", () => {
    expect(byRoute("/blog")).toEqual({ route: "/blog", title: "Blog", label: "Blog" });
  });
});

describe("socialPages with blog posts", () => {
  let fixture: BlogRoot | undefined;
  let blogPages: SocialPage[] = [];
  beforeAll(async () => {
    fixture = blogRoot();
    const result = await validateContent(fixture.root);
    blogPages = socialPages(result.collections, result.routes).filter((page) =>
      page.route.startsWith("/blog"),
    );
  }, 60_000);
  afterAll(() => fixture?.remove());

  it("labels each post and each tag's listing, titled as their pages are", () => {
    expect(blogPages).toContainEqual({
      route: "/blog/older-post",
      title: "Planning a Cloud Migration",
      label: "Blog post",
    });
    expect(blogPages).toContainEqual({
      route: "/blog/tag/cloud",
      title: "Posts tagged Cloud",
      label: "Blog",
    });
    expect(blogPages.filter((page) => page.label === "Blog post")).toHaveLength(3);
  });
});
