import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StudioApiProject, studioApiProject } from "../../tests/support/studio-api.ts";

// The Changes view's commits against a real git repository: git runs one command at a time, so
// commits asked for at once each land on their own branch and say which; a branch name is checked
// by git's own rules and refused with a sentence saying what is wrong.

let project: StudioApiProject;
beforeEach(() => {
  project = studioApiProject();
});
afterEach(() => project.remove());

const commit = async (message: string, branch?: string) =>
  (await (await project.json("POST", "/commit", { message, branch })).json()) as {
    ok: boolean;
    message: string;
  };

describe("commits from the studio", () => {
  it("five commits at once each land on their own branch, and each answer names its branch and commit", async () => {
    // Each commit leaves a new change behind (as a save made while it runs would), so every one of
    // the five has something of its own to commit.
    const hook = join(project.root, ".git/hooks/post-commit");
    writeFileSync(
      hook,
      '#!/bin/sh\necho "# saved while committing: $(git log -1 --format=%s)" >> content/industries/finance.yaml\n',
    );
    chmodSync(hook, 0o755);
    writeFileSync(join(project.root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance\n");
    const names = [1, 2, 3, 4, 5].map((n) => `conc-${n}`);
    const answers = await Promise.all(names.map((name) => commit(`Change for ${name}`, name)));
    for (const [index, name] of names.entries()) {
      const answer = answers[index];
      expect(answer?.ok, answer?.message).toBe(true);
      const hash = project.git("rev-parse", "--short", name).trim();
      expect(answer?.message).toBe(`Committed to ${name} (${hash}).`);
      expect(project.git("log", "-1", "--format=%s", name).trim()).toBe(`Change for ${name}`);
    }
    // Five commits on top of the first, each once: none lost, none made twice.
    const subjects = project.git("log", "--format=%s", "HEAD").trim().split("\n");
    expect(subjects.filter((subject) => subject.startsWith("Change for")).sort()).toEqual(
      names.map((name) => `Change for ${name}`),
    );
  }, 60_000);

  it("refuses branch names git does not accept, and refs/…, with a sentence saying what is wrong", async () => {
    writeFileSync(join(project.root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance\n");
    const refusals: Record<string, string> = {
      "refs/heads/main":
        "'refs/heads/main' cannot be a branch name: it starts with 'refs/': give the branch's own name, such as 'content/new-case-study'.",
      "a..b": "'a..b' cannot be a branch name: it contains '..'.",
      "-x": "'-x' cannot be a branch name: it starts with a dash.",
      "x.lock": "'x.lock' cannot be a branch name: it has a part that ends with '.lock'.",
      "a b": "'a b' cannot be a branch name: it contains a space.",
      "@{x}": "'@{x}' cannot be a branch name: it contains '@{'.",
      "@": "'@' cannot be a branch name: it is '@', which git reads as the current commit.",
    };
    const branches = project.git("for-each-ref", "--format=%(refname)");
    for (const [name, sentence] of Object.entries(refusals))
      expect(await commit("Finance: short", name)).toEqual({ ok: false, message: sentence });
    expect(project.git("for-each-ref", "--format=%(refname)")).toBe(branches);
    const accepted = await commit("Finance: short", "feature/new-case-study");
    expect(accepted.ok, accepted.message).toBe(true);
    expect(project.git("branch", "--show-current").trim()).toBe("feature/new-case-study");
    expect(project.git("log", "-1", "--format=%s").trim()).toBe("Finance: short");
  }, 60_000);

  it("refuses a commit with nothing to commit before making its branch", async () => {
    expect(await commit("Nothing", "content/empty")).toEqual({
      ok: false,
      message: "There is nothing to commit.",
    });
    expect(project.git("branch", "--list", "content/empty").trim()).toBe("");
  });
});

describe("pushes from the studio", () => {
  const push = async (body: unknown) => {
    const response = await project.json("POST", "/push", body);
    return { status: response.status, answer: (await response.json()) as { ok: boolean; message: string } };
  };

  it("a commit leaves the remote untouched; the push route sends exactly the branch it names", async () => {
    const bare = mkdtempSync(join(tmpdir(), "studio-origin-"));
    try {
      execFileSync("git", ["init", "--quiet", "--bare", bare]);
      project.git("remote", "add", "origin", bare);
      const remoteRefs = () => execFileSync("git", ["--git-dir", bare, "show-ref"], { encoding: "utf8" });
      const refsOf = () => {
        try {
          return remoteRefs();
        } catch {
          return ""; // show-ref fails when there is no ref at all
        }
      };
      writeFileSync(join(project.root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance\n");
      expect((await commit("Finance: short", "content/finance")).ok).toBe(true);
      expect(refsOf()).toBe("");
      const changes = (await (await project.request("/changes")).json()) as { pushTarget: unknown };
      expect(changes.pushTarget).toEqual({
        remote: "origin",
        branch: "content/finance",
        where: bare,
        folder: true,
      });
      const { status, answer } = await push({ remote: "origin", branch: "content/finance" });
      expect({ status, answer }).toEqual({
        status: 200,
        answer: { ok: true, message: `Sent branch content/finance to origin (${bare}).` },
      });
      expect(refsOf().trim()).toBe(
        `${project.git("rev-parse", "content/finance").trim()} refs/heads/content/finance`,
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses with a sentence when the repository has no remote", async () => {
    expect(await push({ remote: "origin", branch: "main" })).toEqual({
      status: 409,
      answer: {
        ok: false,
        message: "This repository has no remote named 'origin': there is nowhere to send the commits.",
      },
    });
    expect(await push({ branch: "main" })).toEqual({
      status: 400,
      answer: { ok: false, message: "Say which remote and which branch to send." },
    });
  });
});
