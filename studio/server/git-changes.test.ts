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
    expect(changes.pushTarget).toBeNull();
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

  it("commits to a new branch with git's author and leaves the remote untouched", async () => {
    const { root, git, bare } = repository("reachable");
    const remoteRefs = () => execFileSync("git", ["ls-remote", bare], { encoding: "utf8" });
    const before = remoteRefs();
    writeFileSync(
      join(root, "content/industries/finance.yaml"),
      "slug: finance\ntitle: Finance and Banking\n",
    );
    const answer = await new ContentGit(root).commit("Finance: the full name", "content/finance-name");
    const hash = git("rev-parse", "--short", "HEAD").trim();
    expect(answer).toEqual({ ok: true, message: `Committed to content/finance-name (${hash}).` });
    expect(git("log", "-1", "--format=%s|%an").trim()).toBe("Finance: the full name|Studio Test");
    expect(remoteRefs()).toBe(before);
  });

  it("names the remote and the branch a push would send, saying when the remote is a folder", async () => {
    const { root, git, bare } = repository("reachable");
    const target = (await new ContentGit(root).changes()).pushTarget;
    expect(target).toEqual({ remote: "origin", branch: "main", where: bare, folder: true });
    git("remote", "set-url", "origin", "https://builder:s3cret@github.com/acme/site.git");
    expect((await new ContentGit(root).changes()).pushTarget).toEqual({
      remote: "origin",
      branch: "main",
      where: "https://github.com/acme/site.git",
      folder: false,
    });
    expect((await new ContentGit(repository("none").root).changes()).pushTarget).toBeNull();
  });

  it("pushes exactly the named branch, and only when asked", async () => {
    const { root, git, bare } = repository("reachable");
    const content = new ContentGit(root);
    writeFileSync(join(root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance 2\n");
    expect((await content.commit("On main", undefined)).ok).toBe(true);
    writeFileSync(join(root, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance 3\n");
    expect((await content.commit("On a branch", "content/review")).ok).toBe(true);
    expect(execFileSync("git", ["ls-remote", bare], { encoding: "utf8" })).toBe("");
    const answer = await content.push("origin", "content/review");
    expect(answer).toEqual({
      ok: true,
      message: `Sent branch content/review to origin (${bare}).`,
    });
    const remoteRefs = execFileSync("git", ["--git-dir", bare, "show-ref"], { encoding: "utf8" });
    expect(remoteRefs.trim()).toBe(`${git("rev-parse", "content/review").trim()} refs/heads/content/review`);
  });

  it("refuses a push with a sentence when there is no such remote or branch", async () => {
    const { root } = repository("none");
    const content = new ContentGit(root);
    expect(await content.push("origin", "main")).toEqual({
      ok: false,
      message: "This repository has no remote named 'origin': there is nowhere to send the commits.",
    });
    const reachable = repository("reachable");
    expect(await new ContentGit(reachable.root).push("origin", "nope")).toEqual({
      ok: false,
      message: "There is no branch named 'nope' to send.",
    });
  });

  it("keeps the commit and says why, in a sentence, when the push fails", async () => {
    const { root, git, bare } = repository("gone");
    writeFileSync(
      join(root, "content/industries/finance.yaml"),
      "slug: finance\ntitle: Finance and Banking\n",
    );
    const content = new ContentGit(root);
    expect((await content.commit("Finance: the full name", undefined)).ok).toBe(true);
    expect(await content.push("origin", "main")).toEqual({
      ok: false,
      message: `Branch main was not sent to origin: origin could not be reached (git says: “'${join(bare, "missing")}' does not appear to be a git repository”). The commit is kept here.`,
    });
    expect(git("log", "-1", "--format=%s").trim()).toBe("Finance: the full name");
  });

  it("says plainly why git will not push to a folder where the branch is checked out (a clone of a local copy)", async () => {
    const source = repository("none");
    const clone = mkdtempSync(join(tmpdir(), "studio-clone-"));
    made.push(clone);
    execFileSync("git", ["clone", "--quiet", source.root, clone]);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: clone, encoding: "utf8" });
    git("config", "user.name", "Studio Test");
    git("config", "user.email", "studio@example.org");
    writeFileSync(join(clone, "content/industries/finance.yaml"), "slug: finance\ntitle: Finance 2\n");
    const content = new ContentGit(clone);
    const commit = await content.commit("Finance 2", undefined);
    expect(commit.message).not.toContain("origin");
    expect(source.git("log", "-1", "--format=%s").trim()).toBe("first");
    expect((await content.changes()).pushTarget).toEqual({
      remote: "origin",
      branch: "main",
      where: source.root,
      folder: true,
    });
    expect(await content.push("origin", "main")).toEqual({
      ok: false,
      message:
        "Branch main was not sent to origin: origin is a folder where branch main is open in a working copy, and git does not change a branch that is open there: commit to a new branch and send that one instead. The commit is kept here.",
    });
    expect(git("log", "-1", "--format=%s").trim()).toBe("Finance 2");
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
