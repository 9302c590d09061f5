/** Server settings, read once from the environment. */
export interface ServerConfig {
  /** TCP port to listen on (`PORT`, default 3000). */
  port: number;
  /** Interface to bind (`HOST`, default `0.0.0.0`). */
  host: string;
  /** Build output folder holding `client/` (`DIST_DIR`, default `dist`). */
  distDir: string;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

/** An unset or blank variable counts as absent. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 3000;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (port >= 1 && port <= 65535) return port;
  problems.push(`PORT must be a whole number from 1 to 65535, got "${raw}".`);
  return 0;
}

/** Reads and checks the server settings; every problem is reported, none is thrown. */
export function loadConfig(env: Env): ConfigResult {
  const problems: string[] = [];
  const config: ServerConfig = {
    port: parsePort(read(env, "PORT"), problems),
    host: read(env, "HOST") ?? "0.0.0.0",
    distDir: read(env, "DIST_DIR") ?? "dist",
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}
