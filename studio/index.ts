/** The content studio (`site studio`): what the CLI calls. docs/architecture.md says what each folder holds. */
export type { Studio, StudioOptions } from "./server/start.ts";
export { startStudio } from "./server/start.ts";
