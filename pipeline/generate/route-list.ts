import type { Writer } from "./generated-file.ts";

/** The route table, for the checks that the build and the browser tests cover every page. */
export const routeList: Writer = ({ validation }) => [
  { path: "routes.json", text: `${JSON.stringify(validation.routes, null, 2)}\n` },
];
