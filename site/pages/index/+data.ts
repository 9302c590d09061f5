import { clientLogos } from "../../generated/client-logos";
import { homePage } from "../../generated/homePage";
import { projects } from "../../generated/projects";
import { services } from "../../generated/services";
import { site } from "../../generated/site";
import { projectLink } from "../../lib/project-link";

export function data() {
  const { metaDescription, coreServices, featuredProjects, trustedBy, ...sections } = homePage;
  return {
    title: `${site.name} | ${site.tagline}`,
    metaDescription,
    ...sections,
    coreServices: {
      ...coreServices,
      cards: services
        .filter((service) => service.home === true)
        .map(({ slug, title, href, card }) => ({ slug, title, href, card })),
    },
    featuredProjects: {
      ...featuredProjects,
      cards: projects
        .filter((project) => project.featured === true)
        .map(({ id, title, summary, technologies, thumbnail, link }) => ({
          id,
          title,
          summary: summary ?? "",
          technologies,
          thumbnail,
          link: projectLink(id, link),
        })),
    },
    trustedBy: {
      ...trustedBy,
      // Small marks on a plain ground, fifty of them: AVIF/WebP and one fallback file, no blurred preview.
      logos: clientLogos.map(({ label, image }) => ({
        label,
        image: { ...image, srcset: "", placeholder: "" },
      })),
    },
  };
}

export type Data = ReturnType<typeof data>;
export type CoreServiceCard = Data["coreServices"]["cards"][number];
export type FeaturedProjectCard = Data["featuredProjects"]["cards"][number];
export type ClientLogo = Data["trustedBy"]["logos"][number];
export type Testimonial = Data["testimonials"]["items"][number];
