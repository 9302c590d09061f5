import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { LiveRun } from "../../pipeline/index.ts";
import { type ProjectCopy, projectCopy } from "../../scripts/support/project-copy.ts";
import type { DraftCheck, SaveAnswer } from "../shared/api-types.ts";
import { API_BASE, studioApi } from "./api.ts";
import { versionOf } from "./documents.ts";
import { Drafts } from "./drafts.ts";
import { FormValidators } from "./form-validators.ts";
import { ContentGit } from "./git-changes.ts";

const FILE = "content/projects/better-that.yaml";

/** The engine's answer for any run: no problems (the checks of content are not what this tests). */
const quietRun = async (): Promise<LiveRun> => ({
  problems: [],
  notices: [],
  changed: [],
  filesChecked: 0,
  routes: [],
  ms: 0,
});

let project: ProjectCopy;
let api: ReturnType<typeof studioApi>;
let drafts: Drafts;

beforeAll(() => {
  project = projectCopy({ prefix: "studio-save-" });
  drafts = new Drafts(project.root, quietRun, quietRun());
  api = studioApi({
    root: project.root,
    drafts,
    git: new ContentGit(project.root),
    validators: new FormValidators(),
  });
});
afterAll(() => project.remove());

const disk = () => readFileSync(join(project.root, FILE), "utf8");

async function post<T>(route: string, body: unknown): Promise<T> {
  const response = await api.request(`${API_BASE}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

function save(data: unknown, force: boolean): Promise<SaveAnswer> {
  return post<SaveAnswer>("/save", { file: FILE, data, version: versionOf(disk()), force });
}

/** The project's data with a group put into its flow list of technologies: no edit the YAML edit can write yet. */
function unwritable(): Record<string, unknown> {
  const data = parse(disk()) as Record<string, unknown>;
  (data.technologies as unknown[])[0] = { name: "Next.js", version: 15 };
  return data;
}

describe("the studio's save", () => {
  it("writes nothing and says why when the edited text would not parse, even when forced", async () => {
    const before = disk();
    for (const force of [false, true]) {
      const answer = await save(unwritable(), force);
      expect(answer).toMatchObject({ outcome: "failed" });
      expect(answer.outcome === "failed" && answer.message).toMatch(/nothing was saved/);
      expect(disk()).toBe(before);
    }
  });

  it("writes nothing when the edited text would read back as other values", async () => {
    writeFileSync(
      join(project.root, FILE),
      `${disk()}socials: # a group with a comment on its key's line\n  a: b\n`,
    );
    const before = disk();
    const data = parse(before) as Record<string, unknown>;
    data.socials = {};
    const answer = await save(data, true);
    expect(answer.outcome === "failed" && answer.message).toMatch(/read back different/);
    expect(disk()).toBe(before);
  });

  it("says so in the draft's check and holds no unsaved text", async () => {
    const check = await post<DraftCheck>("/draft", { file: FILE, data: unwritable() });
    expect(check.problems[0]?.message).toMatch(/could not write this change/);
    expect(drafts.unsaved(FILE)).toBeUndefined();
  });

  it("saves a folded text changed, and it reads back as written", async () => {
    const data = parse(disk()) as Record<string, unknown>;
    data.summary = `${data.summary} And one sentence more.`;
    const answer = await save(data, false);
    expect(answer.outcome).toBe("saved");
    expect(parse(disk())).toEqual(data);
  });
});
