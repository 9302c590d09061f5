/**
 * Every attribute by which code in the browser finds what the prerendered HTML marked, or marks
 * what CSS then shows: the component that writes one and the code that reads or sets it take its
 * name from here. In the browser build each name is written into the code that uses it
 * (inline-attribute-names.ts), so a name costs no more than spelling it there. CSS cannot import
 * them: the comments say which names global.css or a component's Tailwind classes select as well.
 */

// On <html>.

/**
 * `true` once the page's script has started its behaviours (enhance-page.ts). Until then, and
 * without JavaScript, the header's dropdowns open from CSS alone (MenuDropdown.tsx's classes).
 */
export const ENHANCED = "data-enhanced";
/** `started` once the page's own behaviours (registry.ts) have; the browser tests wait for it. */
export const BEHAVIOURS = "data-behaviours";

// Islands: islands/Island.tsx writes them, lazy-start.ts and islands/start-island.ts read them.

/** An island's container: its registered name. */
export const ISLAND = "data-island";
/** Its props, as JSON. */
export const ISLAND_PROPS = "data-island-props";
/** When it hydrates: `load`, `visible` or `interaction` (start-when.ts). */
export const ISLAND_WHEN = "data-island-when";
/** Query parameters that make an `interaction` island hydrate at load (its first render reads them). */
export const ISLAND_LOAD_IF = "data-island-load-if";
/** `loading`, then `hydrated` once it has hydrated and its effects have run, or `failed`. */
export const ISLAND_STATE = "data-island-state";

// Inside islands.

/**
 * A project card's id (ProjectPortfolio.tsx, FeaturedProjectCard.tsx), by which the portfolio's
 * filters show and hide the cards (ProjectFilters.tsx).
 */
export const PROJECT_ID = "data-project-id";
/** An option of a filter's dropdown, which the arrow keys move between (FilterDropdown.tsx). */
export const FILTER_OPTION = "data-option";

// Behaviours every page may have: the markup's component, then its code in behaviours/.

/** A one-open-at-a-time disclosure list (FaqAccordion.tsx, MobileMenu.tsx; accordions.ts). */
export const ACCORDION = "data-accordion";
/** The index of the accordion's item open once it runs; none when empty. */
export const ACCORDION_OPEN = "data-accordion-open";
/** A menu bar item with a dropdown (MenuDropdown.tsx, whose classes select it too; dropdown-menus.ts). */
export const DROPDOWN = "data-dropdown";
/** Set on a dropdown's panel while it is open (MenuDropdown.tsx's classes select it). */
export const DROPDOWN_OPEN = "data-open";
/** The phone menu's button (MobileMenu.tsx; mobile-menu.ts). */
export const MOBILE_MENU = "data-mobile-menu";
/** The floating scroll-to-top button (ScrollToTop.tsx; scroll-to-top.ts). */
export const SCROLL_TOP = "data-scroll-top";
/** Set on it once the page is scrolled past the threshold (ScrollToTop.tsx's classes select it). */
export const SCROLL_TOP_SHOWN = "data-shown";
/** The <template> of the mouse glow and the decorations (BackgroundDecor.tsx; background-decor.ts). */
export const DECOR_TEMPLATE = "data-decor-template";
/** A button that opens the dialog whose id it holds (Dialog.tsx's opensDialog; dialogs.ts). */
export const OPENS_DIALOG = "data-opens-dialog";
/** A link back in the history when the visitor came from this site (HistoryBack.tsx; history-back.ts). */
export const BACK_LINK = "data-back-link";
/** A button that always goes back in the history (HistoryBack.tsx; history-back.ts). */
export const HISTORY_BACK = "data-history-back";
/**
 * The container of an image with a drawn fallback (TeamPhoto.tsx, Avatar.tsx, TechBadge.tsx;
 * image-fallback.ts). global.css selects it and the next two.
 */
export const IMAGE_FALLBACK = "data-image-fallback";
/** The drawing shown instead. */
export const FALLBACK = "data-fallback";
/** Set on the container once its image failed. */
export const FALLBACK_FAILED = "data-failed";
/** A holder whose <noscript> iframe is put in after load (OfficeMap.tsx; deferred-iframes.ts). */
export const DEFERRED_IFRAME = "data-deferred-frame";
/** The footer's year (CurrentYear.tsx; current-year.ts). */
export const CURRENT_YEAR = "data-current-year";
/** The 404 page's path (RequestPath.tsx; request-path.ts). */
export const REQUEST_PATH = "data-request-path";

// Reveal on scroll (Section.tsx, CoreServices.tsx; reveal.ts).

/** An element that fades and slides in when scrolled into view (every Section). */
export const REVEAL = "data-reveal";
/** A list whose children come in one after another, whether or not it is a grid. */
export const REVEAL_STAGGER = "data-reveal-stagger";
/** A list whose first item waits longer. */
export const REVEAL_FIRST_DELAY = "data-reveal-first-delay";
/** Set on a list found to be a list of items… */
export const REVEAL_LIST = "data-reveal-list";
/** …and on each of its items. */
export const REVEAL_ITEM = "data-reveal-item";
/** Each one's state: `instant`, `waiting` or `animate` (global.css selects it). */
export const REVEALED = "data-revealed";

// Behaviours only one kind of page has (registry.ts fetches each on a page that has its marker).

/** A project's gallery (Gallery.tsx; gallery.ts). */
export const GALLERY = "data-gallery";
/** Its large view. */
export const GALLERY_MAIN = "data-gallery-main";
/** On each thumbnail button: the large image's alt text once it is chosen. */
export const GALLERY_ALT = "data-main-alt";
/** The home hero's media layer, holding the clip's URL (HeroVideo.tsx; hero-video.ts). */
export const HERO_VIDEO = "data-hero-video";
/** The client logos' Show More button (LogoGrid.tsx; logo-grid.ts). */
export const SHOW_MORE = "data-show-more";
/** Its label, which says Show More or Show Less. */
export const SHOW_MORE_LABEL = "data-label";
/** A logo past the first few, hidden until Show More. */
export const SHOW_MORE_ITEM = "data-more";
