import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exited, freePort, printedBy } from "../../../scripts/support/server-process.ts";
import { ROOT } from "../paths.ts";

/** Debian's nginx (package `nginx`) and its brotli_static module (`libnginx-mod-http-brotli-static`). */
export const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const INSTALL = "apt-get install -y nginx libnginx-mod-http-brotli-static openssl (.ci/run does)";

export interface NginxOptions {
  distDir: string;
  serverName: string;
  /** The Node server, `host:port`. */
  upstream: string;
}

export interface RunningNginx {
  /** The HTTPS server block's port on 127.0.0.1. */
  httpsPort: number;
  /** The plain-HTTP server block's port on 127.0.0.1. */
  httpPort: number;
  /** What nginx printed (its error log). */
  output(): string;
  close(): Promise<void>;
}

/** Replaces `from` in `text`, failing when the template no longer has it. */
function replaceIn(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
  return replaced;
}

/**
 * deploy/nginx.conf as an operator fills it in, except that it listens on loopback ports and uses
 * a self-signed certificate in `dir`.
 */
function filledTemplate(options: NginxOptions, dir: string, httpsPort: number, httpPort: number): string {
  let text = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
    .replaceAll("@SERVER_NAME@", options.serverName)
    .replaceAll("@DIST_DIR@", options.distDir)
    .replaceAll("@UPSTREAM@", options.upstream);
  text = replaceIn(text, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  text = replaceIn(text, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  text = replaceIn(text, /^\s*listen \[::\].*\n/gm, "");
  text = replaceIn(text, /ssl_certificate \S+;/, `ssl_certificate ${join(dir, "cert.pem")};`);
  return replaceIn(text, /ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, "key.pem")};`);
}

/** The main configuration: in the foreground, everything it writes in `dir`, the site from the template. */
function mainConfig(dir: string): string {
  return `daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
load_module ${BROTLI_STATIC_MODULE};
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(dir, "body")};
    proxy_temp_path ${join(dir, "proxy")};
    fastcgi_temp_path ${join(dir, "fastcgi")};
    uwsgi_temp_path ${join(dir, "uwsgi")};
    scgi_temp_path ${join(dir, "scgi")};
    include ${join(dir, "site.conf")};
}
`;
}

/** `cert.pem` and `key.pem` in `dir`, for `serverName`, valid for a day. */
function selfSignedCertificate(dir: string, serverName: string): void {
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${serverName}`];
  try {
    execFileSync("openssl", [...args, "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not make a test certificate with openssl (${why}): ${INSTALL}`);
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

async function waitUntilListening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before listening:\n${output()}`);
    }
    if (await listening(port)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx did not listen on ${port} within 15 s:\n${output()}`);
}

/**
 * Debian's nginx in the foreground with deploy/nginx.conf filled in for `options`. Throws (never
 * skips) when nginx, its brotli module or openssl is missing.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: ${INSTALL}`);
  if (!existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(`nginx's brotli_static module is not installed at ${BROTLI_STATIC_MODULE}: ${INSTALL}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  // nginx's workers run as an unprivileged user when started by root.
  chmodSync(dir, 0o755);
  selfSignedCertificate(dir, options.serverName);
  const httpsPort = await freePort();
  const httpPort = await freePort();
  writeFileSync(join(dir, "site.conf"), filledTemplate(options, dir, httpsPort, httpPort));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));

  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = printedBy(child);
  const close = async () => {
    child.kill("SIGQUIT");
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(child, httpsPort, output);
  } catch (error) {
    await close();
    throw error;
  }
  return { httpsPort, httpPort, output, close };
}
