import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { labelOf, listClientLogos } from "./client-logos.ts";

describe("client logos", () => {
  it("takes the label from the file name", () => {
    expect(labelOf("acme-logistics.png")).toBe("Acme Logistics");
    expect(labelOf("harbour_dental group.svg")).toBe("Harbour Dental Group");
  });

  it("lists the images of content/images/clients in label order, ignoring other files", async () => {
    const root = mkdtempSync(join(tmpdir(), "site-clients-"));
    mkdirSync(join(root, "content/images/clients"), { recursive: true });
    for (const name of ["zenith-labs.png", "acme-logistics.webp", "notes.txt", ".DS_Store"]) {
      writeFileSync(join(root, "content/images/clients", name), "x");
    }
    expect(await listClientLogos(root)).toEqual([
      { path: "clients/acme-logistics.webp", label: "Acme Logistics" },
      { path: "clients/zenith-labs.png", label: "Zenith Labs" },
    ]);
  });
});
