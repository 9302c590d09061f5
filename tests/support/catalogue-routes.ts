import { industries } from "../../site/generated/industries.ts";
import { industriesPage } from "../../site/generated/industriesPage.ts";
import { productsPage } from "../../site/generated/productsPage.ts";
import { services } from "../../site/generated/services.ts";
import { servicesPage } from "../../site/generated/servicesPage.ts";
import { site } from "../../site/generated/site.ts";
import type { Action, CallToAction } from "../../site/generated/types/sections.ts";
import type { Service } from "../../site/generated/types/services.ts";
import { entryRoute } from "./route-table.ts";

/**
 * The route table of the catalogue slice (service, industry and overview pages), built from the
 * generated content, plus the product's fixed expectations, which do not depend on content, as explicit tables.
 */

/** A button as the page must render it: label, href, and whether it opens a new tab. */
export interface Button {
  label: string;
  href: string;
  newTab: boolean;
}

/** The external scheduling link ('Book a Free Consultation', 30-minute slot) in the tables below. */
export const SCHEDULING = "external scheduling link";

/** A button as the product fixes it: a label, a target, or both (sometimes only one is fixed). */
export interface SpecButton {
  label?: string;
  to?: string;
}

export interface SpecButtons {
  hero: SpecButton[];
  closing: SpecButton[];
}

// ---------------------------------------------------------------------------------------------
// The fixed buttons, steps and figures of the service, industry and overview pages
// ---------------------------------------------------------------------------------------------

/** The common service-page layout, in order; extra sections follow the one named in their `after`. */
export const SERVICE_SECTIONS = [
  "hero",
  "intro",
  "expertise",
  "whyChooseUs",
  "services",
  "industries",
  "process",
  "snapshot",
  "closing",
];

/** Industry pages: hero, intro, four solutions, four challenges, four benefits, highlight, button. */
export const INDUSTRY_SECTIONS = [
  "hero",
  "intro",
  "solutions",
  "challenges",
  "benefits",
  "highlight",
  "closing",
];
export const INDUSTRY_GRID_CARDS = { solutions: 4, challenges: 4, benefits: 4 };
/** Every industry page has this button to /contact (checked in its closing band). */
export const INDUSTRY_BUTTON: Button = { label: "Book a Free Consultation", href: "/contact", newTab: false };

/** Expertise grid: 6 cards, 5 on the cloud page. */
export const EXPERTISE_CARDS = 6;
export const EXPERTISE_CARDS_BY_PATH: Record<string, number> = { "/services/cloud-migration": 5 };
/** 'Why Choose Us' list with two headline stats. */
export const WHY_CHOOSE_US_STATS = 2;
/** Four-step processes everywhere. */
export const PROCESS_STEPS = 4;

const LETS_TALK: SpecButtons = {
  hero: [
    { label: "Let's Talk", to: "/contact" },
    { label: "See Our Work", to: "/projects" },
  ],
  closing: [
    { label: "Book a Free Consultation", to: SCHEDULING },
    { label: "Start a Project", to: "/contact" },
  ],
};
const TO_CONTACT_AND_PROJECTS: SpecButton[] = [{ to: "/contact" }, { to: "/projects" }];

/** The buttons of each page, one row per page. */
export const SPEC_BUTTONS: Record<string, SpecButtons> = {
  "/services/custom-web-applications": LETS_TALK,
  "/services/mobile-solutions": LETS_TALK,
  "/services/enterprise-software": LETS_TALK,
  "/services/api-integration": LETS_TALK,
  "/services/cloud-migration": LETS_TALK,
  "/services/ci-cd-devops": LETS_TALK,
  "/services/ux-ui-design": {
    hero: [
      { label: "Start Your Project", to: "/contact" },
      { label: "View Portfolio", to: "/projects" },
    ],
    closing: [
      { label: "Start Your Design Project", to: "/contact" },
      { label: "Get a Free Consultation", to: "/contact" },
    ],
  },
  "/services/website-design": {
    hero: [{ label: "Start Your Project" }, { label: "View Portfolio" }],
    closing: [
      { label: "Start Your Website Project", to: "/contact" },
      { label: "Get a Free Quote", to: "/contact" },
    ],
  },
  "/services/ecommerce-solutions": {
    hero: [
      { label: "Start Your Store", to: "/contact" },
      { label: "View Our Works", to: "/projects" },
    ],
    closing: [
      { label: "Start Your eCommerce Project", to: "/contact" },
      { label: "Get a Free Consultation", to: "/contact" },
    ],
  },
  "/services/social-media-marketing": {
    hero: [{ label: "Start Your Campaign" }, { label: "View Our Works" }],
    closing: [
      { label: "Start Your Social Media Campaign", to: "/contact" },
      { label: "Get a Free Strategy Session", to: "/contact" },
    ],
  },
  "/services/ai-ml": {
    hero: [{ label: "Start Your Project with AI" }, { label: "View Our Works" }],
    closing: [
      { label: "Start Your AI Project", to: "/contact" },
      { label: "Get a Free AI Consultation", to: "/contact" },
    ],
  },
  "/services/data-analytics": {
    hero: TO_CONTACT_AND_PROJECTS,
    closing: [
      { label: "Start Your Analytics Project", to: "/contact" },
      { label: "Get a Free Analytics Consultation", to: "/contact" },
    ],
  },
  "/services/digital-transformation": {
    hero: TO_CONTACT_AND_PROJECTS,
    closing: [{ to: "/contact" }, { to: "/contact" }],
  },
  "/services/cybersecurity": {
    hero: TO_CONTACT_AND_PROJECTS,
    closing: [{ to: "/contact" }, { to: "/contact" }],
  },
  "/services/it-consulting": {
    hero: TO_CONTACT_AND_PROJECTS,
    closing: [{ to: "/contact" }, { to: "/contact" }],
  },
  "/services/team-augmentation": {
    hero: [
      { label: "Get Started", to: "/contact" },
      { label: "View Our Works", to: "/projects" },
    ],
    closing: [
      { label: "Book a Free Consultation", to: SCHEDULING },
      { label: "Start a Project", to: "/contact" },
    ],
  },
};

/** Process steps where they are fixed. */
export const SPEC_PROCESS: Record<string, string[]> = {
  "/services/api-integration": ["Discovery", "Design", "Development", "Deployment"],
  "/services/cloud-migration": ["Assessment", "Strategy", "Migration", "Optimization"],
  "/services/ci-cd-devops": ["Assessment", "Strategy", "Implementation", "Optimization"],
  "/services/team-augmentation": ["Assessment", "Matching", "Integration", "Delivery"],
  "/services": ["Discovery", "Planning", "Development", "Delivery"],
  "/products": ["Discovery", "Configuration", "Training", "Launch"],
};

/** Section 9 marketing figures that must appear on each page (as text or as a stat's 'value label'). */
export const SPEC_FIGURES: Record<string, string[]> = {
  // 200+ APIs, 99.99% uptime, 60% faster onboarding
  "/services/api-integration": ["200+", "99.99%", "60%"],
  // 100+ migrations, 40% cost savings
  "/services/cloud-migration": ["100+", "40%"],
  // 500+ deployments, 70% faster time-to-market, 70% faster releases
  "/services/ci-cd-devops": ["500+", "70%"],
  // 95% satisfaction, 40% conversion increase, 45% more conversions, 60% less cart abandonment, 4.8
  "/services/ux-ui-design": ["95%", "40%", "45%", "60%", "4.8"],
  // 98% mobile responsive, 2.3 s load, 150% more leads, 3x faster, 4.9
  "/services/website-design": ["98%", "2.3 s", "150%", "3x", "4.9"],
  // 300% revenue, 99.9% uptime, 250% more sales, 40% less abandonment, 4.8
  "/services/ecommerce-solutions": ["300%", "99.9%", "250%", "40%", "4.8"],
  // 500% engagement, 2.5M+ reach, 400% followers, 300% engagement, 200% traffic
  "/services/social-media-marketing": ["500%", "2.5M+", "400%", "300%", "200%"],
  // 95% accuracy, 60% cost reduction, 40% less downtime, 60% lower maintenance, 25% better quality
  "/services/ai-ml": ["95%", "60%", "40%", "25%"],
  // 85% faster insights, 3x ROI
  "/services/data-analytics": ["85%", "3x"],
  // 85% success rate, 40% cost reduction
  "/services/digital-transformation": ["85%", "40%"],
  // 99.9% detection, 0 breaches
  "/services/cybersecurity": ["99.9%", "0 breaches"],
  // 25% cost reduction, 95% satisfaction
  "/services/it-consulting": ["25%", "95%"],
  // 200+ professionals, 50% cost reduction, 40-60% overhead reduction
  "/services/team-augmentation": ["200+", "50%", "40-60%"],
  // 99.9% uptime, 24/7 support, 30-day free trial
  "/products": ["99.9%", "24/7", "30-day"],
};

/** /services: the cards in their four groups and order (route table and services menu). */
export const SPEC_SERVICE_GROUPS = [
  {
    group: "Development Services",
    slugs: [
      "custom-web-applications",
      "mobile-solutions",
      "enterprise-software",
      "api-integration",
      "team-augmentation",
    ],
  },
  {
    group: "Design & Marketing",
    slugs: ["ux-ui-design", "website-design", "ecommerce-solutions", "social-media-marketing"],
  },
  { group: "AI & Analytics", slugs: ["ai-ml", "data-analytics", "digital-transformation"] },
  { group: "Infrastructure", slugs: ["cloud-migration", "ci-cd-devops", "cybersecurity", "it-consulting"] },
];
/** /industries: six cards in this order. */
export const SPEC_INDUSTRY_TITLES = [
  "Healthcare",
  "Education",
  "E-commerce",
  "Finance",
  "Logistics",
  "Government",
];
/** /products: the categories of the eight core products and the six industry solutions. */
export const SPEC_PRODUCT_CATEGORIES = [
  "enterprise resource planning",
  "mobile",
  "web",
  "security",
  "analytics",
  "customer management",
  "cloud",
  "data management",
];
export const SPEC_PRODUCT_INDUSTRIES = [
  "manufacturing",
  "retail",
  "healthcare",
  "education",
  "financial services",
  "logistics",
];

// ---------------------------------------------------------------------------------------------
// The table, from the generated content
// ---------------------------------------------------------------------------------------------

export interface Closing {
  title: string;
  text: string;
  buttons: Button[];
}

/** What one catalogue page must show. */
export interface CataloguePage {
  path: string;
  kind: "service" | "industry" | "overview";
  /** The hero title: the page's only h1. */
  heading: string;
  /** The `data-section` names in document order. */
  sections: string[];
  /** Hero buttons (none on /services and /industries). */
  hero: Button[];
  closing: Closing;
  /** Process step titles from the content, if the page has a process. */
  steps?: string[];
}

/** A content action as rendered: the scheduling action becomes the external booking URL. */
export function toButton(action: Action): Button {
  if (action.scheduling) return { label: action.label, href: site.schedulingUrl, newTab: true };
  return { label: action.label, href: action.to ?? "", newTab: false };
}

const toClosing = (cta: CallToAction): Closing => ({
  title: cta.title,
  text: cta.text,
  buttons: cta.actions.map(toButton),
});

/** The standard sections with each extra section after the one it names. */
export function serviceSections(service: Service): string[] {
  const extras = service.extraSections ?? [];
  return SERVICE_SECTIONS.flatMap((name) => [
    name,
    ...extras.filter((extra) => extra.after === name).map(() => `${name}-extra`),
  ]);
}

export const servicePages: CataloguePage[] = services.map((service) => ({
  path: entryRoute("services", service.slug),
  kind: "service",
  heading: service.hero.title,
  sections: serviceSections(service),
  hero: service.hero.actions.map(toButton),
  closing: toClosing(service.closing),
  steps: service.process.steps.map((step) => step.title),
}));

export const industryPages: CataloguePage[] = industries.map((industry) => ({
  path: entryRoute("industries", industry.slug),
  kind: "industry",
  heading: industry.hero.title,
  sections: INDUSTRY_SECTIONS,
  hero: industry.hero.actions.map(toButton),
  closing: toClosing(industry.closing),
}));

export const overviewPages: CataloguePage[] = [
  {
    path: "/services",
    kind: "overview",
    heading: servicesPage.title,
    sections: ["hero", ...SPEC_SERVICE_GROUPS.map(() => "service-group"), "process", "closing"],
    hero: [],
    closing: toClosing(servicesPage.closing),
    steps: servicesPage.process.steps.map((step) => step.title),
  },
  {
    path: "/industries",
    kind: "overview",
    heading: industriesPage.title,
    sections: ["hero", "industries", "whyUs", "closing"],
    hero: [],
    closing: toClosing(industriesPage.closing),
  },
  {
    path: "/products",
    kind: "overview",
    heading: productsPage.hero.title,
    sections: ["hero", "products", "industrySolutions", "whyChoose", "process", "successStory", "closing"],
    hero: productsPage.hero.actions.map(toButton),
    closing: toClosing(productsPage.closing),
    steps: productsPage.process.steps.map((step) => step.title),
  },
];

/** Every service and industry page. */
export const detailPages: CataloguePage[] = [...servicePages, ...industryPages];
/** Every page of the slice. */
export const cataloguePages: CataloguePage[] = [...overviewPages, ...detailPages];

/**
 * The rendered buttons projected onto what a spec row states (label and/or target), so that the
 * row can be compared with toEqual; a count mismatch shows as extra or missing entries.
 */
export function asSpecButtons(buttons: readonly Button[], row: readonly SpecButton[]): SpecButton[] {
  return buttons.map((button, index) => {
    const stated = row[index] ?? { label: "", to: "" };
    const to = button.href === site.schedulingUrl && button.newTab ? SCHEDULING : button.href;
    return {
      ...(stated.label !== undefined ? { label: button.label } : {}),
      ...(stated.to !== undefined ? { to } : {}),
    };
  });
}
