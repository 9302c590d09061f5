import type { Command } from "commander";
export function registerDev(_program: Command): void {}
