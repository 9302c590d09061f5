import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the defaults for an empty environment", () => {
    expect(loadConfig({})).toEqual({ ok: true, config: { port: 3000, host: "0.0.0.0", distDir: "dist" } });
  });

  it("reads PORT, HOST and DIST_DIR", () => {
    expect(loadConfig({ PORT: "8080", HOST: "127.0.0.1", DIST_DIR: "build" })).toEqual({
      ok: true,
      config: { port: 8080, host: "127.0.0.1", distDir: "build" },
    });
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ PORT: " ", HOST: "", DIST_DIR: "" })).toEqual({
      ok: true,
      config: { port: 3000, host: "0.0.0.0", distDir: "dist" },
    });
  });

  it.each(["abc", "0", "65536", "3.5", "-1", "80x", "1e3"])("rejects PORT=%s naming the variable", (port) => {
    const result = loadConfig({ PORT: port });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([`PORT must be a whole number from 1 to 65535, got "${port}".`]);
  });

  it.each(["1", "65535"])("accepts PORT=%s", (port) => {
    const result = loadConfig({ PORT: port });
    expect(result.ok && result.config.port).toBe(Number(port));
  });
});
