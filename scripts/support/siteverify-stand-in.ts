import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One siteverify call as the stand-in received it. */
export interface SiteverifyCall {
  secret: string;
  response: string;
  remoteip: string | undefined;
}

/** What to answer: a JSON body (after `delayMs`), a body that is not JSON, or no answer at all. */
export type StandInAnswer = { json: unknown; delayMs?: number } | { text: string } | { hang: true };

export interface SiteverifyStandIn {
  /** Point TURNSTILE_VERIFY_URL here. */
  url: string;
  calls: SiteverifyCall[];
  close(): Promise<void>;
}

/** The host name the stand-in reports by default: Cloudflare's test keys report the same. */
export const STAND_IN_HOSTNAME = "example.com";

/**
 * Tokens `error:<code>[,<code>]` are refused with those siteverify error codes; `hostname:<name>`
 * passes for that host name; every other token passes for example.com, as Cloudflare's test
 * secret does.
 */
export function answerByToken(call: SiteverifyCall): StandInAnswer {
  const now = new Date().toISOString();
  if (call.response.startsWith("error:")) {
    return { json: { success: false, "error-codes": call.response.slice(6).split(","), messages: [] } };
  }
  const hostname = call.response.startsWith("hostname:") ? call.response.slice(9) : STAND_IN_HOSTNAME;
  return { json: { success: true, challenge_ts: now, hostname, "error-codes": [], action: "", cdata: "" } };
}

/**
 * A local stand-in for Cloudflare's siteverify endpoint (POST, form-encoded or JSON body, JSON
 * answer), for tests and benchmarks: the network is closed here, and tests need every answer.
 */
export async function startSiteverifyStandIn(
  answer: (call: SiteverifyCall) => StandInAnswer = answerByToken,
): Promise<SiteverifyStandIn> {
  const calls: SiteverifyCall[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const isJson = request.headers["content-type"]?.includes("application/json") === true;
      const fields = isJson
        ? (JSON.parse(body) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body));
      const call = {
        secret: fields.secret ?? "",
        response: fields.response ?? "",
        remoteip: fields.remoteip,
      };
      calls.push(call);
      const reply = answer(call);
      if ("hang" in reply) return; // never answers: the caller's timeout decides
      if ("text" in reply) {
        response.writeHead(200, { "Content-Type": "text/html" }).end(reply.text);
        return;
      }
      const send = () =>
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(reply.json));
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
