import { resolve } from "node:path";

/** The project the CLI works on: SITE_ROOT when set (tests point it at fixtures), else the current folder. */
export function projectRoot(): string {
  return resolve(process.env.SITE_ROOT ?? process.cwd());
}
