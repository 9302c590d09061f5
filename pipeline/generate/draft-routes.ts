import type { Writer } from "./generated-file.ts";

/**
 * The routes of the drafts shown (`site dev` only; a build has none), which the pages mark "Draft"
 * and ask search engines not to index.
 */
export const draftRouteList: Writer = ({ validation }) => [
  { path: "drafts.json", text: `${JSON.stringify(validation.draftRoutes, null, 2)}\n` },
];
