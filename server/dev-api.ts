import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { SERVER_FAULT } from "../contracts/form-messages.ts";
import type { ServerConfig } from "./config.ts";
import { startFormBackend } from "./form-backend.ts";
import { formRoutes } from "./form-routes.ts";
import { refusalResponse } from "./forms/answers.ts";
import { requestLog } from "./http/request-log.ts";
import { type AppEnv, type LogWriter, writeStderr } from "./log.ts";
import { readServerSettings } from "./site-settings.ts";

export interface DevApi {
  /** Answers a request under /api/ (the caller routes only those here). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * The two form routes for `site dev`, with the same store, bot-check and outbox as production, so
 * the forms work while developing. `settingsDir` holds `server-settings.json` (site/generated/).
 */
export async function startDevApi(
  config: ServerConfig,
  settingsDir: string,
  log: LogWriter,
): Promise<DevApi> {
  const settings = await readServerSettings(settingsDir);
  const backend = await startFormBackend(config, settings, log);
  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  app.route("/", formRoutes(backend.forms));
  app.onError((error, c) => {
    writeStderr({ time: new Date().toISOString(), level: "error", path: c.req.path, message: error.message });
    return refusalResponse(500, SERVER_FAULT);
  });
  const listener = getRequestListener(app.fetch);
  return {
    handle: (request, response) => void listener(request, response),
    close: () => backend.close(),
  };
}
