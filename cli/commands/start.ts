import type { Command } from "commander";
export function registerStart(_program: Command): void {}
