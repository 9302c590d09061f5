import type { Command } from "commander";
export function registerBuild(_program: Command): void {}
