/**
 * A mock website's landing page as one responsive HTML document: header, hero, the design's
 * sections and a footer. The same page is captured at desktop width (1440 px) and phone width
 * (390 px); sections carry ids so a capture can start at one of them.
 */
import { LOGO_CSS, logoHtml } from "../brands.ts";
import { contrastRatio } from "../colour.ts";
import { fontFaceCss } from "../fonts.ts";
import { icon } from "../icons.ts";
import { escapeXml } from "../svg.ts";
import { APP_CSS, appHtml } from "./app.ts";
import type { AppKind, Section, SiteDesign } from "./design.ts";
import { avatarHtml } from "./people-art.ts";
import { artHtml, itemCard, searchWidget, visualHtml } from "./visuals.ts";

const e = escapeXml;

/** The headline with its highlighted words in the accent colour. */
function headline(design: SiteDesign): string {
  const { headline: text, highlight } = design.copy;
  if (!highlight || !text.includes(highlight)) return e(text);
  const at = text.indexOf(highlight);
  return `${e(text.slice(0, at))}<em>${e(highlight)}</em>${e(text.slice(at + highlight.length))}`;
}

function buttons(design: SiteDesign): string {
  const [first, second] = design.copy.buttons;
  return `<div class="buttons"><span class="btn btn-primary">${e(first)}${icon("ArrowRight", { size: 18 })}</span>${second ? `<span class="btn btn-ghost">${e(second)}</span>` : ""}</div>`;
}

function header(design: SiteDesign): string {
  const onDark = design.header !== "light";
  const ink =
    design.header === "primary" ? design.palette.onPrimary : onDark ? "#ffffff" : design.palette.ink;
  const topbar = design.copy.topbar ? `<div class="topbar">${e(design.copy.topbar)}</div>` : "";
  return `${topbar}<header class="header ${design.header}"><div class="wrap"><a class="brand">${logoHtml(design.brand, { onDark: onDark && design.header !== "primary", ink })}</a><nav>${design.copy.nav.map((label) => `<a>${e(label)}</a>`).join("")}</nav><span class="btn btn-nav">${e(design.copy.navButton)}</span><span class="burger">${icon("Menu", { size: 26 })}</span></div></header>`;
}

function heroText(design: SiteDesign): string {
  const { copy } = design;
  return `<div class="hero-text">${copy.eyebrow ? `<p class="eyebrow">${e(copy.eyebrow)}</p>` : ""}<h1>${headline(design)}</h1><p class="lead">${e(copy.sub)}</p>${buttons(design)}${copy.proof ? `<p class="proof">${icon("CircleCheck", { size: 18 })}${e(copy.proof)}</p>` : ""}</div>`;
}

/** The desktop width of the visual beside (or under) the text, for the heroes that differ only in it. */
const VISUAL_WIDTH = { split: 600, centred: 1080, editorial: 640 } as const;

function hero(design: SiteDesign): string {
  const ground = `ground-${design.heroGround}`;
  switch (design.hero) {
    case "split":
    case "centred":
    case "editorial":
      return `<section class="hero ${design.hero} ${ground}" id="hero"><div class="wrap">${heroText(design)}<div class="hero-visual">${visualHtml(design.visual, design, VISUAL_WIDTH[design.hero])}</div></div></section>`;
    case "banner": {
      const { visual } = design;
      const art = visual.kind === "art" || visual.kind === "search" ? visual.art : undefined;
      // A scene fills the hero; an object (a machine, a product) stands, whole, to the right of the text.
      const object = art && !["sea", "house", "map", "field", "room"].includes(art.kind) ? "object" : "";
      const drawn = art ? artHtml(art, design) : "";
      const background = object ? drawn.replace("xMidYMid slice", "xMidYMid meet") : drawn;
      const side =
        visual.kind === "art" || visual.kind === "search"
          ? ""
          : `<div class="hero-visual">${visualHtml(visual, design, 560)}</div>`;
      const below = visual.kind === "search" ? searchWidget(visual.fields) : "";
      const overlay = design.header === "overlay" ? "under-overlay" : "";
      return `<section class="hero banner ${ground} ${background ? "has-art" : ""} ${overlay}" id="hero">${background ? `<div class="banner-art ${object}">${background}</div><div class="scrim"></div>` : ""}<div class="wrap">${heroText(design)}${side}</div>${below ? `<div class="wrap below">${below}</div>` : ""}</section>`;
    }
    case "store": {
      const art = design.visual.kind === "art" ? artHtml(design.visual.art, design) : "";
      const tiles = design.copy.items.slice(0, 2);
      return `<section class="hero store ${ground}" id="hero"><div class="wrap"><div class="promo">${heroText(design)}<div class="promo-art">${art}</div></div><div class="promo-side">${tiles
        .map(
          (item, index) =>
            `<div class="promo-tile">${artHtml(item.art, design)}<div class="promo-copy"><small>${index === 0 ? "Up to 30% off" : "Just landed"}</small><b>${e(item.title)}</b><span>Shop now →</span></div></div>`,
        )
        .join(
          "",
        )}</div></div><div class="wrap chips">${design.copy.nav.map((label) => `<span>${e(label)}</span>`).join("")}</div></section>`;
    }
  }
}

function sectionHtml(section: Section, design: SiteDesign): string {
  const { copy } = design;
  switch (section) {
    case "logos":
      return copy.logos
        ? `<section class="logos" id="logos"><div class="wrap"><p>${e(copy.logosTitle ?? "Trusted by")}</p><div class="logo-row">${copy.logos.map((name, index) => `<span class="l${index % 4}">${e(name)}</span>`).join("")}</div></div></section>`
        : "";
    case "features":
      return `<section class="features" id="features"><div class="wrap"><h2>${e(copy.featuresTitle)}</h2><div class="cards n${copy.features.length}">${copy.features
        .map(
          ([name, title, text]) =>
            `<div class="card"><span class="card-icon">${icon(name, { size: 26 })}</span><h3>${e(title)}</h3><p>${e(text)}</p></div>`,
        )
        .join("")}</div></div></section>`;
    case "items":
      return `<section class="items" id="items"><div class="wrap"><div class="section-head"><div><h2>${e(copy.itemsTitle)}</h2>${copy.itemsIntro ? `<p>${e(copy.itemsIntro)}</p>` : ""}</div><span class="link">View all ${icon("ArrowRight", { size: 18 })}</span></div><div class="grid n${copy.items.length}">${copy.items.map((item) => itemCard(item, design)).join("")}</div></div></section>`;
    case "stats":
      return `<section class="stats" id="stats"><div class="wrap">${copy.stats.map(([value, label]) => `<div><b>${e(value)}</b><span>${e(label)}</span></div>`).join("")}</div></section>`;
    case "split":
      return `<section class="split-section" id="split"><div class="wrap"><div class="split-visual">${visualHtml(copy.splitVisual, design, 620)}</div><div class="split-text"><h2>${e(copy.splitTitle)}</h2><p>${e(copy.splitText)}</p><ul>${copy.splitPoints.map((point) => `<li>${icon("Check", { size: 18 })}${e(point)}</li>`).join("")}</ul><span class="btn btn-primary">${e(copy.buttons[0])}</span></div></div></section>`;
    case "steps":
      return copy.steps
        ? `<section class="steps" id="steps"><div class="wrap"><h2>How it works</h2><ol>${copy.steps.map(([title, text], index) => `<li><span>${index + 1}</span><h3>${e(title)}</h3><p>${e(text)}</p></li>`).join("")}</ol></div></section>`
        : "";
    case "testimonial":
      return `<section class="testimonial" id="testimonial"><div class="wrap"><span class="quote-mark">“</span><blockquote>${e(copy.testimonial.quote)}</blockquote><div class="author">${avatarHtml(copy.testimonial.name, 52)}<span><b>${e(copy.testimonial.name)}</b><small>${e(copy.testimonial.role)}</small></span></div></div></section>`;
    case "cta":
      return `<section class="cta" id="cta"><div class="wrap"><div><h2>${e(copy.ctaTitle)}</h2><p>${e(copy.ctaText)}</p></div><span class="btn btn-light">${e(copy.ctaButton)}</span></div></section>`;
  }
}

function footer(design: SiteDesign): string {
  const columns: [string, string[]][] = [
    ["Explore", design.copy.nav.slice(0, 4)],
    ["Company", ["About us", "Careers", "News", "Contact"]],
    ["Help", ["FAQs", "Privacy", "Terms", "Accessibility"]],
  ];
  return `<footer class="footer" id="footer"><div class="wrap"><div class="foot-brand">${logoHtml(design.brand, { onDark: true, ink: "#ffffff" })}<p>${e(design.copy.footerText)}</p><div class="socials">${["Facebook", "Instagram", "Linkedin"].map(() => `<span>${icon("Globe", { size: 16 })}</span>`).join("")}</div></div>${columns
    .map(
      ([title, links]) =>
        `<div class="foot-col"><b>${e(title)}</b>${links.map((link) => `<a>${e(link)}</a>`).join("")}</div>`,
    )
    .join(
      "",
    )}</div><div class="wrap legal">© 2025 ${e(design.copy.footerText.split(" · ")[0] ?? design.brand.name)}. All rights reserved.</div></footer>`;
}

/** Whichever of the design's two colours stands out more on its dark colour; white if neither reads. */
function accentOnDark(design: SiteDesign): string {
  const { accent, primary, dark } = design.palette;
  const best =
    [accent, primary].sort((a, b) => contrastRatio(b, dark) - contrastRatio(a, dark))[0] ?? "#ffffff";
  return contrastRatio(best, dark) >= 3 ? best : "#ffffff";
}

function css(design: SiteDesign): string {
  const p = design.palette;
  const h = design.heading;
  return `
:root{--on-dark-accent:${accentOnDark(design)};--pt:${contrastRatio(p.primary, p.page) >= 3 ? p.primary : p.ink};--hp:${contrastRatio(p.primary, p.page) >= 2 ? p.primary : p.ink};--p:${p.primary};--op:${p.onPrimary};--a:${p.accent};--ink:${p.ink};--muted:${p.muted};--page:${p.page};--tint:${p.tint};--dark:${p.dark};--r:${design.radius}px;--br:${design.pill ? "999px" : `${design.radius}px`};--hf:'${h.font}';--hw:${h.weight};--bf:'${design.body}'}
*{box-sizing:border-box}
html,body{margin:0}
body{font-family:var(--bf),sans-serif;color:var(--ink);background:var(--page);font-size:17px;line-height:1.55;-webkit-font-smoothing:antialiased}
.wrap{width:1200px;margin:0 auto;position:relative}
h1,h2,h3{font-family:var(--hf),serif;font-weight:var(--hw);margin:0;line-height:1.08;letter-spacing:${h.tracking ?? (h.upper ? 0.01 : -0.015)}em;${h.upper ? "text-transform:uppercase;" : ""}${h.italic ? "font-style:italic;" : ""}}
h1{font-size:${h.upper ? 62 : 66}px}
h1 em{font-style:${h.italic ? "italic" : "normal"};color:var(--hl,var(--hp))}
h2{font-size:42px;margin-bottom:14px}
h3{font-size:21px;line-height:1.25;letter-spacing:0}
p{margin:0}
a{color:inherit;text-decoration:none}
svg{flex:none}
.btn{display:inline-flex;align-items:center;gap:8px;padding:14px 26px;border-radius:var(--br);font-weight:600;font-size:16px;white-space:nowrap;line-height:1.2}
.btn-primary{background:var(--p);color:var(--op)}
.btn-ghost{border:1.5px solid currentColor;opacity:.9}
.btn-light{background:#fff;color:var(--dark)}
.btn-nav{background:var(--p);color:var(--op);padding:11px 20px;font-size:15px}
.topbar{background:var(--dark);color:#fff;font-size:13.5px;text-align:center;padding:9px 16px;opacity:.97;letter-spacing:.01em}
.header{position:relative;z-index:5}
.header .wrap{display:flex;align-items:center;gap:36px;height:84px}
.header .brand{font-size:23px;margin-right:auto}
.header nav{display:flex;gap:30px;font-weight:500;font-size:15.5px}
.header.light{background:var(--page);border-bottom:1px solid color-mix(in srgb,var(--ink) 8%,transparent)}
.header.dark{background:var(--dark);color:#fff}
.header.primary{background:var(--p);color:var(--op)}
.header.primary .btn-nav{background:#fff;color:var(--p)}
.header.overlay{position:absolute;left:0;right:0;color:#fff}
.header.overlay .btn-nav{background:#fff;color:var(--dark)}
.header.dark .btn-nav{background:var(--p);color:var(--op)}
.burger{display:none}
.hero{position:relative;overflow:hidden}
.ground-page{background:var(--page)}
.ground-tint{background:var(--tint)}
.ground-dark{background:var(--dark);color:#fff;--hl:var(--on-dark-accent)}
.ground-primary{background:var(--p);color:var(--op);--hl:var(--op)}
.ground-primary h1 em{text-decoration:underline;text-decoration-thickness:.08em;text-underline-offset:.12em;text-decoration-color:var(--a)}
.ground-primary .btn-primary{background:var(--dark);color:#fff}
.ground-dark .btn-primary{background:var(--p);color:var(--op)}
.eyebrow{font-size:14px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--hl,var(--pt));margin-bottom:20px}
.ground-primary .eyebrow{color:inherit;opacity:.85}
.lead{font-size:19.5px;margin:24px 0 34px;max-width:560px;opacity:.82}
.buttons{display:flex;gap:14px;flex-wrap:wrap}
.proof{display:flex;align-items:center;gap:8px;margin-top:26px;font-size:15px;opacity:.8}
.hero.split .wrap{display:grid;grid-template-columns:1.02fr 1fr;gap:64px;align-items:center;padding:78px 0 96px}
.hero.centred .wrap{display:flex;flex-direction:column;align-items:center;text-align:center;padding:84px 0 0}
.hero.centred .hero-text{max-width:900px;display:flex;flex-direction:column;align-items:center}
.hero.centred .lead{max-width:700px}
.hero.centred .hero-visual{margin-top:56px;width:1080px}
.hero.centred .proof{justify-content:center}
.hero.banner{min-height:720px}
.hero.banner .wrap{display:grid;grid-template-columns:1.05fr 1fr;gap:56px;align-items:center;padding:96px 0 96px}
.hero.banner.under-overlay .wrap{padding-top:150px}
.hero.banner.has-art .wrap{grid-template-columns:640px 1fr}
.hero.banner .wrap.below{display:block;padding:0 0 90px;margin-top:-50px}
.banner-art{position:absolute;inset:0}
.banner-art>svg{position:absolute;inset:0}
.banner-art.object{left:44%;background:var(--dark)}
.scrim{position:absolute;inset:0;background:linear-gradient(90deg,color-mix(in srgb,var(--dark) 92%,transparent) 0%,color-mix(in srgb,var(--dark) 72%,transparent) 44%,color-mix(in srgb,var(--dark) 10%,transparent) 80%)}
.banner-art.object+.scrim{display:none}
.hero.banner.has-art{color:#fff;--hl:var(--on-dark-accent)}
.hero.editorial .wrap{display:grid;grid-template-columns:0.92fr 1.08fr;gap:64px;align-items:center;padding:64px 0 88px}
.hero.editorial h1{font-size:76px;line-height:1.02}
.hero.store .wrap{display:grid;grid-template-columns:2fr 1fr;gap:20px;padding:28px 0 0}
.promo{position:relative;background:var(--a);color:var(--dark);border-radius:calc(var(--r) + 8px);padding:56px;overflow:hidden;min-height:500px;display:flex;align-items:center}
.promo .hero-text{position:relative;z-index:1;max-width:370px}
.promo h1{font-size:54px}
.promo .btn-primary{background:var(--dark);color:var(--a)}
.promo-art{position:absolute;right:-10px;top:0;bottom:0;width:360px}
.promo-side{display:grid;gap:20px}
.promo-tile{position:relative;border-radius:calc(var(--r) + 8px);overflow:hidden;min-height:240px;background:#fff}
.promo-tile>svg{position:absolute;inset:0}
.promo-copy{position:absolute;left:24px;bottom:22px;right:24px;display:flex;flex-direction:column;gap:2px}
.promo-copy small{font-weight:600;color:var(--muted)}
.promo-copy b{font-size:20px}
.promo-copy span{font-weight:600;font-size:15px}
.hero.store .chips{display:flex;gap:12px;padding:24px 0 44px}
.hero.store .chips span{padding:10px 20px;border-radius:999px;background:#fff;border:1px solid color-mix(in srgb,var(--ink) 12%,transparent);font-weight:600;font-size:15px}
.visual.frame{border-radius:calc(var(--r) + 6px);overflow:hidden;aspect-ratio:6/5;box-shadow:0 30px 60px -30px rgba(0,0,0,.35)}
.visual.frame>svg{display:block}
.visual.collage{display:grid;grid-template-columns:1.1fr 1fr;grid-template-rows:250px 250px;gap:18px}
.visual.collage .tile{border-radius:calc(var(--r) + 6px);overflow:hidden;position:relative}
.visual.collage .tile>svg,.visual.collage .tile>div{position:absolute;inset:0}
.visual.collage .t0{grid-row:span 2}
.widget{background:#fff;color:#1f2937;border-radius:calc(var(--r) + 4px);box-shadow:0 24px 60px -24px rgba(15,23,42,.35),0 2px 6px rgba(15,23,42,.06);padding:26px}
.widget h3{font-size:22px;color:#111827}
.widget-sub{color:#6b7280;font-size:15px;margin-top:4px}
.btn.wide{display:flex;justify-content:center;margin-top:18px}
.booking{width:520px;margin-left:auto}
.doctors{display:grid;gap:10px;margin:18px 0}
.doctor{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1.5px solid #eef0f3;border-radius:12px}
.doctor.on{border-color:var(--p);background:color-mix(in srgb,var(--p) 6%,#fff)}
.doctor b{display:block;font-size:15.5px}.doctor small{display:block;color:#6b7280;font-size:13px}
.days{display:grid;grid-template-columns:repeat(5,1fr);gap:8px;margin-bottom:12px}
.days span{display:flex;flex-direction:column;align-items:center;padding:8px 0;border-radius:10px;background:#f4f5f7}
.days span.on{background:var(--p);color:var(--op)}
.days small{font-size:12px;opacity:.8}.days b{font-size:18px}
.times{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
.times span{text-align:center;padding:8px 0;border-radius:8px;border:1.5px solid #e5e7eb;font-weight:600;font-size:14.5px}
.times span.on{border-color:var(--p);color:var(--p);background:color-mix(in srgb,var(--p) 8%,#fff)}
.times span.off{color:#c4c8cf;text-decoration:line-through}
.search-stage{position:relative;padding-top:40px}
.search-stage .search{position:relative;z-index:1;width:900px;margin:0 auto -44px}
.stage-art{height:460px;border-radius:calc(var(--r) + 8px);overflow:hidden;box-shadow:0 30px 60px -30px rgba(0,0,0,.3)}
.search{text-align:left;display:grid;grid-template-columns:repeat(3,1fr) auto;gap:0;background:#fff;color:#111827;border-radius:calc(var(--r) + 4px);padding:10px;box-shadow:0 24px 60px -20px rgba(0,0,0,.45)}
.search label{padding:8px 18px;border-right:1px solid #eceef2;display:flex;flex-direction:column;gap:2px}
.search small{font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#6b7280}
.search label span{display:flex;align-items:center;gap:8px;font-weight:600}
.search .btn{margin-left:10px}
.offers{display:grid;gap:14px;width:500px;margin-left:auto}
.offers .request{padding:24px}
.tag{display:inline-block;font-size:12.5px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--p);margin-bottom:6px}
.progress{height:8px;border-radius:4px;background:#f1f2f5;margin:16px 0 8px;overflow:hidden}.progress i{display:block;width:38%;height:100%;background:var(--p)}
.offers small{color:#6b7280}
.offer{display:flex;align-items:center;gap:14px;padding:16px 20px;margin-left:40px}
.offer.best{margin-left:0;border:2px solid var(--p)}
.offer .who{flex:1}.offer .who b,.offer .price b{display:block}.offer .price{text-align:right}
.offer .btn{padding:9px 16px;font-size:14px}
.courses{display:grid;gap:18px;width:540px;margin-left:auto}
.course{display:grid;grid-template-columns:150px 1fr;gap:20px;padding:16px}
.course-art{position:relative;border-radius:var(--r);overflow:hidden;min-height:140px}
.course-art>svg{position:absolute;inset:0}
.course-foot{display:flex;align-items:center;justify-content:space-between;margin-top:16px;color:#4b5563;font-size:14px}
.course-foot span:first-child{display:flex;gap:6px;align-items:center}
.course .btn{padding:9px 16px;font-size:14px}
.badge{position:absolute;left:14px;top:14px;background:#fff;color:#111827;font-size:12.5px;font-weight:700;padding:5px 11px;border-radius:999px}
.window{width:var(--w);height:calc(800px * var(--s) + 34px);border-radius:14px;overflow:hidden;background:#fff;box-shadow:0 40px 80px -30px rgba(15,23,42,.45),0 0 0 1px rgba(15,23,42,.08);margin:0 auto}
.chrome{height:34px;background:#f1f2f5;display:flex;align-items:center;gap:7px;padding:0 14px;border-bottom:1px solid #e4e6eb}
.chrome i{width:11px;height:11px;border-radius:50%;background:#d6d9df}
.chrome span{margin-left:16px;font-size:12.5px;color:#6b7280;background:#fff;border-radius:6px;padding:3px 14px}
.window-body{width:1280px;height:800px;transform:scale(var(--s));transform-origin:0 0}
.hero.split .app-shot .window{margin-right:-160px}
.icon-art{width:100%;height:100%;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,var(--tint),#fff)}
section.logos{padding:40px 0;border-bottom:1px solid color-mix(in srgb,var(--ink) 7%,transparent)}
.logos p{text-align:center;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin-bottom:20px}
.logo-row{display:flex;justify-content:space-between;align-items:center;color:var(--muted);opacity:.85}
.logo-row span{font-size:25px;font-weight:700}
.logo-row .l0{font-family:'Playfair Display';font-style:italic}
.logo-row .l1{font-family:'Space Grotesk';letter-spacing:-.02em}
.logo-row .l2{font-family:'Oswald';text-transform:uppercase;letter-spacing:.08em;font-weight:600}
.logo-row .l3{font-family:'Lora'}
section.features,section.items,section.testimonial,section.steps,section.split-section{padding:104px 0}
.features{background:var(--page)}
.features h2,.steps h2{text-align:center;margin-bottom:52px}
.cards{display:grid;gap:26px}
.cards.n3{grid-template-columns:repeat(3,1fr)}.cards.n4{grid-template-columns:repeat(4,1fr)}
.card{background:var(--tint);border-radius:calc(var(--r) + 4px);padding:32px}
.card-icon{display:inline-flex;width:56px;height:56px;border-radius:calc(var(--r) + 2px);align-items:center;justify-content:center;background:var(--p);color:var(--op);margin-bottom:22px}
.card h3{margin-bottom:10px}
.card p{color:var(--muted);font-size:16px}
.items{background:var(--tint)}
.section-head{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:40px}
.section-head p{color:var(--muted)}
.link{display:flex;align-items:center;gap:6px;font-weight:600;color:var(--pt)}
.grid{display:grid;gap:26px}
.grid.n3{grid-template-columns:repeat(3,1fr)}.grid.n4{grid-template-columns:repeat(4,1fr)}
.item{background:var(--page);border-radius:calc(var(--r) + 4px);overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.item-art{position:relative;aspect-ratio:4/3;overflow:hidden}
.item-art>svg,.item-art>div{position:absolute;inset:0}
.item-body{padding:20px 22px 24px;position:relative}
.item-body p{color:var(--muted);font-size:15px;margin-top:6px}
.figure{display:block;margin-top:12px;font-size:19px;color:var(--pt)}
.stats{background:var(--dark);color:#fff;padding:72px 0}
.stats .wrap{display:flex;justify-content:space-between}
.stats .wrap>div{display:flex;flex-direction:column}
.stats b{font-family:var(--hf);font-weight:var(--hw);font-size:52px;line-height:1.1;color:var(--on-dark-accent)}
.stats span{opacity:.75}
.split-section .wrap{display:grid;grid-template-columns:1.1fr 1fr;gap:80px;align-items:center}
.split-section .visual.frame{aspect-ratio:4/3}
.split-section .booking,.split-section .offers,.split-section .courses{margin:0}
.split-text p{color:var(--muted);font-size:18px}
.split-text ul{list-style:none;padding:0;margin:26px 0 34px;display:grid;gap:14px}
.split-text li{display:flex;gap:12px;align-items:center;font-weight:500}
.split-text li svg{color:var(--p);background:color-mix(in srgb,var(--p) 12%,transparent);border-radius:50%;padding:4px;width:28px;height:28px}
.steps{background:var(--tint)}
.steps ol{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(4,1fr);gap:26px}
.steps li span{display:inline-flex;width:46px;height:46px;border-radius:50%;background:var(--p);color:var(--op);align-items:center;justify-content:center;font-weight:700;font-size:19px;margin-bottom:18px}
.steps li h3{margin-bottom:8px}.steps li p{color:var(--muted)}
.testimonial{text-align:center}
.testimonial .wrap{max-width:900px}
.quote-mark{font-family:var(--hf);font-size:110px;line-height:.6;color:var(--pt);display:block;height:50px}
blockquote{margin:0 0 34px;font-family:var(--hf);font-size:31px;line-height:1.38;font-weight:${Math.min(h.weight, 600)};letter-spacing:-.01em;text-transform:none}
.author{display:inline-flex;align-items:center;gap:14px;text-align:left}
.author b{display:block}.author small{display:block;color:var(--muted)}
.cta{background:var(--p);color:var(--op);padding:78px 0}
.cta .wrap{display:flex;justify-content:space-between;align-items:center;gap:40px}
.cta p{opacity:.85;font-size:18px}
.cta h2{margin-bottom:8px}
.footer{background:var(--dark);color:#cbd5e1;padding:72px 0 28px;font-size:15px}
.footer .wrap{display:grid;grid-template-columns:2fr 1fr 1fr 1fr;gap:40px}
.foot-brand{font-size:22px}
.foot-brand p{font-size:15px;margin:18px 0;max-width:320px;opacity:.8}
.socials{display:flex;gap:10px}.socials span{width:36px;height:36px;border-radius:50%;background:rgba(255,255,255,.1);display:inline-flex;align-items:center;justify-content:center}
.foot-col{display:flex;flex-direction:column;gap:10px}.foot-col b{color:#fff;margin-bottom:4px}
.footer .legal{display:block;margin-top:56px;padding-top:24px;border-top:1px solid rgba(255,255,255,.12);font-size:13.5px;opacity:.7}
.avatar{border-radius:50%;overflow:hidden;flex:none;display:inline-block}
@media (max-width:700px){
  body{font-size:16px}
  .wrap{width:auto;margin:0 20px}
  h1{font-size:${h.upper ? 38 : 40}px}
  .hero.editorial h1,.promo h1{font-size:42px}
  h2{font-size:30px}
  .topbar{font-size:12px;padding:7px 12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
  .header .wrap{height:66px;gap:12px}
  .header .brand{font-size:18px}
  .header nav,.btn-nav{display:none}
  .burger{display:inline-flex}
  .hero.split .wrap,.hero.banner .wrap,.hero.banner.has-art .wrap,.hero.editorial .wrap{display:flex;flex-direction:column;align-items:stretch;gap:36px;padding:40px 0 56px}
  .hero.banner{min-height:0}
  .hero.banner.under-overlay .wrap{padding-top:104px}
  .hero.banner .wrap.below{padding:0 0 48px;margin-top:-20px}
  .banner-art.object,.banner-art.object+.scrim{display:none}
  .scrim{background:linear-gradient(180deg,color-mix(in srgb,var(--dark) 88%,transparent),color-mix(in srgb,var(--dark) 60%,transparent))}
  .hero.centred .wrap{padding:44px 0 0}
  .hero.centred .hero-visual{width:100%;margin-top:36px}
  .lead{font-size:17px;margin:18px 0 26px}
  .btn{padding:13px 20px;font-size:15px}
  .hero-visual{width:100%}
  .booking,.offers,.courses{width:100%}
  .offer{margin-left:0;padding:14px}
  .course{grid-template-columns:96px 1fr;gap:14px}
  .course-art{min-height:96px}
  .course-foot .btn{display:none}
  .times{grid-template-columns:repeat(3,1fr)}
  .times span:nth-child(n+7){display:none}
  .search{grid-template-columns:1fr;gap:4px}
  .search label{border-right:0;border-bottom:1px solid #eceef2}
  .search .btn{margin:8px 0 0;justify-content:center}
  .search-stage{padding-top:0}
  .search-stage .search{width:auto;margin:0 0 -30px}
  .stage-art{height:220px}
  .window{--w:350px !important;--s:0.2734 !important}
  .hero.split .app-shot .window{margin-right:0}
  .visual.collage{grid-template-rows:170px 170px;gap:12px}
  .visual.frame{aspect-ratio:4/3}
  .hero.store .wrap{display:flex;flex-direction:column;padding-top:16px}
  .promo{padding:32px 24px 220px;min-height:0;align-items:flex-start}
  .promo-art{left:0;right:0;top:auto;height:230px;width:auto}
  .promo-side{grid-template-columns:1fr 1fr;gap:12px}
  .promo-tile{min-height:170px}
  .promo-copy b{font-size:15px}
  .hero.store .chips{overflow:hidden;padding:18px 0 28px}
  .hero.store .chips span{flex:none}
  section.features,section.items,section.testimonial,section.steps,section.split-section{padding:60px 0}
  .features h2,.steps h2{margin-bottom:30px;text-align:left}
  .cards.n3,.cards.n4,.grid.n3,.grid.n4,.steps ol{grid-template-columns:1fr;gap:16px}
  .card{padding:24px}
  .grid.n4 .item:nth-child(n+3),.grid.n3 .item:nth-child(n+3){display:none}
  .section-head{display:block;margin-bottom:24px}
  .section-head .link{margin-top:10px}
  .stats{padding:44px 0}
  .stats .wrap{display:grid;grid-template-columns:1fr 1fr;gap:26px}
  .stats b{font-size:36px}
  .split-section .wrap{display:flex;flex-direction:column-reverse;gap:32px}
  blockquote{font-size:23px}
  .cta .wrap{flex-direction:column;align-items:flex-start}
  .footer .wrap{grid-template-columns:1fr 1fr}
  .foot-brand{grid-column:span 2}
  section.logos{padding:28px 0}
  .logo-row{flex-wrap:wrap;justify-content:center;gap:14px 26px}
  .logo-row span{font-size:18px}
}
${LOGO_CSS}
${APP_CSS}
`;
}

/** Families a design uses, its logo's and the trust strip's. */
function families(design: SiteDesign) {
  return [
    design.heading.font,
    design.body,
    design.brand.font,
    "Playfair Display",
    "Space Grotesk",
    "Oswald",
    "Lora",
  ] as const;
}

function documentHtml(design: SiteDesign, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(design.brand.name)}</title><style>${fontFaceCss([...families(design)])}${css(design)}</style></head><body>${body}</body></html>`;
}

/** The landing page. */
export function landingPage(design: SiteDesign): string {
  const sections = design.sections.map((section) => sectionHtml(section, design)).join("");
  return documentHtml(design, `${header(design)}${hero(design)}${sections}${footer(design)}`);
}

/** The signed-in app screen alone, filling the viewport. */
export function appPage(design: SiteDesign, kind: AppKind): string {
  return documentHtml(design, `<div style="position:fixed;inset:0">${appHtml(kind, design)}</div>`);
}
