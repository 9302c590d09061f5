import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { UsageError } from "../errors.ts";
import { parseLeadKind, parseLimit, resolveDataDir } from "./options.ts";

describe("parseLeadKind", () => {
  it("reads enquiries and subscriptions, and the forms' names contact and newsletter as them", () => {
    expect(parseLeadKind("enquiries")).toBe("enquiries");
    expect(parseLeadKind("subscriptions")).toBe("subscriptions");
    expect(parseLeadKind("contact")).toBe("enquiries");
    expect(parseLeadKind("newsletter")).toBe("subscriptions");
  });

  it.each(["orders", "enquiry", "Contact", "", "toString"])("refuses %j, naming the choices", (value) => {
    expect(() => parseLeadKind(value)).toThrow(InvalidArgumentError);
    expect(() => parseLeadKind(value)).toThrow("Allowed choices are enquiries, subscriptions.");
  });
});

describe("parseLimit", () => {
  it("defaults to 20 and reads whole numbers from 1", () => {
    expect(parseLimit(undefined)).toBe(20);
    expect(parseLimit("1")).toBe(1);
    expect(parseLimit(" 500 ")).toBe(500);
  });

  it.each(["0", "-3", "2.5", "ten", "", "1e3", "99999999999999999999"])("refuses %j", (value) => {
    expect(() => parseLimit(value)).toThrow(UsageError);
    expect(() => parseLimit(value)).toThrow(
      `--limit must be a whole number of rows, 1 or more, got "${value}".`,
    );
  });
});

describe("resolveDataDir", () => {
  it("defaults to data/ in the project root, like the server", () => {
    expect(resolveDataDir(undefined, {}, "/srv/site", "/home/op")).toBe("/srv/site/data");
    expect(resolveDataDir(undefined, { DATA_DIR: "  " }, "/srv/site", "/home/op")).toBe("/srv/site/data");
  });

  it("reads DATA_DIR relative to the project root", () => {
    expect(resolveDataDir(undefined, { DATA_DIR: "var/leads" }, "/srv/site", "/home/op")).toBe(
      "/srv/site/var/leads",
    );
    expect(resolveDataDir(undefined, { DATA_DIR: "/var/lib/site" }, "/srv/site", "/home/op")).toBe(
      "/var/lib/site",
    );
  });

  it("prefers --data-dir, relative to the current folder", () => {
    expect(resolveDataDir("backup", { DATA_DIR: "var/leads" }, "/srv/site", "/home/op")).toBe(
      "/home/op/backup",
    );
    expect(resolveDataDir("/mnt/copy", {}, "/srv/site", "/home/op")).toBe("/mnt/copy");
    expect(() => resolveDataDir(" ", {}, "/srv/site", "/home/op")).toThrow("--data-dir must name a folder.");
  });
});
