import { defineIsland } from "../../islands/Island";
import ProjectPortfolio from "./ProjectPortfolio";

/** Above the fold on /projects: hydrated as soon as the page loads. */
export const ProjectPortfolioIsland = defineIsland("projectPortfolio", ProjectPortfolio, "load");
