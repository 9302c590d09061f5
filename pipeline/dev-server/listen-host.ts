/** Names that reach only this machine. */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

export interface ListenHost {
  /** What Vite's `server.host` is set to. */
  host: string;
  /** Said on the terminal when `HOST` opens the dev server to other machines; undefined on loopback. */
  warning?: string;
}

/**
 * Where `site dev` listens: 127.0.0.1 (set explicitly: Vike's default inside containers is every
 * address), unless `HOST` asks for another address, which is then said to expose the project.
 */
export function devListenHost(env: NodeJS.ProcessEnv): ListenHost {
  const asked = env.HOST?.trim();
  if (!asked || LOOPBACK.has(asked)) return { host: asked || "127.0.0.1" };
  return {
    host: asked,
    warning:
      `Warning: HOST=${asked} exposes the dev server to the network: other machines can read the ` +
      "project's pages, sources and content as you edit them. Unset HOST to listen on 127.0.0.1 only.",
  };
}
