import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StudioApiProject, studioApiProject } from "../../tests/support/studio-api.ts";

// A content file over MAX_CONTENT_FILE_BYTES (1 MB) is never parsed by the studio: the sidebar
// lists it by its id at once, opening it is refused with its size, the Changes view skips its fields.

const FILE = "content/services/huge.yaml";

let project: StudioApiProject;
beforeAll(() => {
  project = studioApiProject();
  const size = 29 * 1024 * 1024;
  const lines = ["id: huge", "title: Huge", "order: 1", "items:"];
  let length = 0;
  for (let index = 0; length < size - 100; index++) {
    const line = `  - { name: "item ${index}", text: "${"words ".repeat(3)}", n: ${index} }`;
    lines.push(line);
    length += line.length + 1;
  }
  writeFileSync(
    join(project.root, FILE),
    `${lines.join("\n")}\n`.slice(0, size - 1).replace(/[^\n]*$/, "\n"),
  );
});
afterAll(() => project.remove());

describe("a 29 MB YAML file under content/services", () => {
  it("is listed by /tree within two seconds, by its id", async () => {
    const started = performance.now();
    const answer = await project.request("/tree");
    const took = performance.now() - started;
    expect(took).toBeLessThan(2000);
    expect(answer.status).toBe(200);
    const tree = (await answer.json()) as {
      collections: { name: string; entries: { id: string; title: string }[] }[];
    };
    const services = tree.collections.find((collection) => collection.name === "services");
    expect(services?.entries).toContainEqual({ file: FILE, id: "huge", title: "huge" });
  }, 120_000);

  it("is refused by /entry with its size", async () => {
    const answer = await project.request(`/entry?file=${FILE}`);
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toBe(
      `${FILE} is 29 MB; the studio opens files up to 1 MB. Make it smaller in a text editor.`,
    );
  }, 120_000);

  it("is listed by /changes without its fields", async () => {
    const started = performance.now();
    const answer = await project.request("/changes");
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await answer.json()) as unknown).toMatchObject({
      files: [{ file: FILE, status: "added", fields: [] }],
    });
  }, 120_000);
});
