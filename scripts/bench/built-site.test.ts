import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestSite } from "../support/test-site.ts";
import { BUILD_FILES_TEXT, builtRoutes, isCompleteBuild, serveBuild } from "./built-site.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "built-site-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

describe("isCompleteBuild", () => {
  it("needs the home page and the server settings", () => {
    expect(BUILD_FILES_TEXT).toBe("dist/client/index.html and dist/server-settings.json");
    expect(isCompleteBuild(root)).toBe(false);
    write("dist/client/index.html", "<!doctype html>");
    expect(isCompleteBuild(root)).toBe(false);
    write("dist/server-settings.json", "{}");
    expect(isCompleteBuild(root)).toBe(true);
  });
});

describe("builtRoutes", () => {
  it("reads site/generated/routes.json, and is undefined without it", () => {
    expect(builtRoutes(root)).toBeUndefined();
    write("site/generated/routes.json", '["/", "/about"]\n');
    expect(builtRoutes(root)).toEqual(["/", "/about"]);
  });
});

/** A GET on a connection of its own that the server may close at once (fetch would keep it alive). */
function getClosing(url: URL): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode, body }));
    }).on("error", reject);
  });
}

describe("serveBuild", () => {
  const prefix = `serve-build-test-${randomUUID()}-`;
  const leftOver = () => readdirSync(tmpdir()).filter((name) => name.startsWith(prefix));

  it("serves the build, and leaves no data folder once closed", async () => {
    const site = createTestSite();
    try {
      const server = await serveBuild(site.distDir, prefix);
      expect(leftOver()).toHaveLength(1);
      const response = await getClosing(new URL("/about", server.url));
      expect(response.status).toBe(200);
      expect(response.body).toContain("about page");
      await server.close();
      expect(leftOver()).toEqual([]);
    } finally {
      site.remove();
    }
  });

  it("throws when the server does not start, and leaves no data folder", async () => {
    await expect(serveBuild(join(root, "dist"), prefix)).rejects.toThrow();
    expect(leftOver()).toEqual([]);
  });
});
