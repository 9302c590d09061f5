import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentGit } from "./git-changes.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git repository with one committed content file; `remote` adds a bare repository as origin. */
function repository(remote: "none" | "reachable" | "gone") {
  const root = mkdtempSync(join(tmpdir(), "studio-git-"));
  made.push(root);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Studio Test");
  git("config", "user.email", "studio@example.org");
  mkdirSync(join(root, "content/industries"), { recursive: true });
  writeFileSync(join(root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance\n");
  git("add", "--all");
  git("commit", "--quiet", "--message", "first");
  let bare = "";
  if (remote !== "none") {
    bare = mkdtempSync(join(tmpdir(), "studio-remote-"));
    made.push(bare);
    execFileSync("git", ["init", "--quiet", "--bare", bare]);
    git("remote", "add", "origin", remote === "gone" ? join(bare, "missing") : bare);
  }
  return { root, git, bare };
}

describe("ContentGit", () => {
  it("lists a changed file field by field and discards it", async () => {
    const { root } = repository("none");
    writeFileSync(
      join(root, "content/industries/finance.yaml"),
      "slug: finance\ntitle: Finance and Banking\n",
    );
    writeFileSync(join(root, "content/industries/retail.yaml"), "slug: retail\n");
    const content = new ContentGit(root);
    const changes = await content.changes();
    expect(changes.hasRemote).toBe(false);
    expect(changes.files).toEqual([
      {
        file: "content/industries/finance.yaml",
        status: "modified",
        fields: [{ path: "$.title", before: "Finance", after: "Finance and Banking" }],
      },
      {
        file: "content/industries/retail.yaml",
        status: "added",
        fields: [{ path: "$.slug", after: "retail" }],
      },
    ]);
    await content.discard("content/industries/finance.yaml");
    await content.discard("content/industries/retail.yaml");
    expect(readFileSync(join(root, "content/industries/finance.yaml"), "utf8")).toContain("title: Finance\n");
    expect((await content.changes()).files).toEqual([]);
  });

  it("commits to a new branch with git's author and pushes it to the remote", async () => {
    const { root, git, bare } = repository("reachable");
    writeFileSync(
      join(root, "content/industries/finance.yaml"),
      "slug: finance\ntitle: Finance and Banking\n",
    );
    const answer = await new ContentGit(root).commit("Finance: the full name", "content/finance-name");
    const hash = git("rev-parse", "--short", "HEAD").trim();
    expect(answer).toEqual({
      ok: true,
      message: `Committed to content/finance-name (${hash}) and pushed to origin.`,
    });
    expect(git("log", "-1", "--format=%s|%an").trim()).toBe("Finance: the full name|Studio Test");
    const pushed = execFileSync("git", ["log", "-1", "--format=%s", "content/finance-name"], {
      cwd: bare,
      encoding: "utf8",
    });
    expect(pushed.trim()).toBe("Finance: the full name");
  });

  it("keeps the commit and says so when the push fails", async () => {
    const { root, git } = repository("gone");
    writeFileSync(
      join(root, "content/industries/finance.yaml"),
      "slug: finance\ntitle: Finance and Banking\n",
    );
    const answer = await new ContentGit(root).commit("Finance: the full name", undefined);
    expect(answer.ok).toBe(true);
    expect(answer.message).toMatch(
      /^Committed to main \([0-9a-f]{7,}\), but the push to origin failed \(.+\): the commit is kept/,
    );
    expect(git("log", "-1", "--format=%s").trim()).toBe("Finance: the full name");
  });

  it("refuses an empty message, a bad or taken branch name, and nothing to commit", async () => {
    const { root, git } = repository("none");
    const content = new ContentGit(root);
    expect(await content.commit("  ", undefined)).toEqual({
      ok: false,
      message: "Write a message saying what changed.",
    });
    expect((await content.commit("Message", "two..dots")).message).toBe(
      "'two..dots' cannot be a branch name: it contains '..'.",
    );
    expect((await content.commit("Message", "main")).message).toBe("A branch named 'main' already exists.");
    expect(await content.commit("Message", undefined)).toEqual({
      ok: false,
      message: "There is nothing to commit.",
    });
    expect(git("branch", "--show-current").trim()).toBe("main");
  });
});
