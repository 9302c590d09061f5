/**
 * Runs `work` as a production build, whatever NODE_ENV the caller has (vitest sets "test", the dev
 * server "development"): React must load once, in its production form, before any stage (the icon
 * sprite imports lucide, which imports React) — a mix of development and production React fails to
 * render.
 */
export async function asProduction<T>(work: () => Promise<T>): Promise<T> {
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await work();
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}
