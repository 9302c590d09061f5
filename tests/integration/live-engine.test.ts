import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../../pipeline/index.ts";
import { LiveSite } from "../../pipeline/live/live-site.ts";
import type { Problem } from "../../pipeline/problems/problems.ts";
import { type ProjectCopy, projectCopy } from "../../scripts/support/project-copy.ts";
import { randomSource } from "../support/random-source.ts";

/** Every file below `dir`, relative to it: its text, or for an image its size and hash. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        const file = relative(dir, path);
        files.set(
          file,
          /\.(ts|json|xml|txt|svg)$/.test(file)
            ? bytes.toString("utf8")
            : createHash("sha256").update(bytes).digest("hex"),
        );
      }
    }
  };
  walk(dir);
  return files;
}

const describeProblem = (problem: Problem) =>
  `${problem.file}:${problem.line}:${problem.column} ${problem.rule} ${problem.message}`;

/** One edit a maintainer might make; returns the paths it touched, relative to the project. */
type Edit = (root: string, random: () => number) => string[];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function entries(root: string, folder: string): string[] {
  return readdirSync(join(root, "content", folder)).map((name) => `content/${folder}/${name}`);
}

function rewrite(root: string, file: string, change: (text: string) => string): void {
  writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
}

const EDITS: Record<string, Edit> = {
  // A new title or name, as a maintainer types one.
  retitle(root, random) {
    const file = pick(
      [...entries(root, "services"), ...entries(root, "team"), "content/pages/about.yaml"],
      random,
    );
    const word = `Edit${Math.floor(random() * 1000)}`;
    // Plain values only: a word after a quoted one would be a syntax error, not a new title.
    rewrite(root, file, (text) => text.replace(/^(title|name): ([^"'>|\n]+)$/m, `$1: $2 ${word}`));
    return [file];
  },
  // A value of the wrong type: a problem until a later edit sets it right.
  break(root, random) {
    const file = pick(entries(root, "team"), random);
    rewrite(root, file, (text) => text.replace(/^order: .*$/m, "order: [1, 2]"));
    return [file];
  },
  repair(root, random) {
    const file = pick(entries(root, "team"), random);
    rewrite(root, file, (text) =>
      text.replace(/^order: \[1, 2\]$/m, `order: ${10 + Math.floor(random() * 50)}`),
    );
    return [file];
  },
  // A new team member, copied from another as `site new` users do.
  add(root, random) {
    const from = pick(entries(root, "team"), random);
    const slug = `new-member-${Math.floor(random() * 100_000)}`;
    const file = `content/team/${slug}.yaml`;
    writeFileSync(
      join(root, file),
      readFileSync(join(root, from), "utf8").replace(/^slug: .*$/m, `slug: ${slug}`),
    );
    return [file];
  },
  remove(root, random) {
    const files = entries(root, "team");
    if (files.length <= 2) return [];
    const file = pick(files, random);
    rmSync(join(root, file));
    return [file];
  },
  // An editor that saves by writing a temporary file and renaming it over the old one (Vim, JetBrains).
  atomicSave(root, random) {
    const file = pick(entries(root, "industries"), random);
    const temporary = `${file}.swp`;
    const text = readFileSync(join(root, file), "utf8").replace(
      /^title: (.*)$/m,
      `title: $1 ${Math.floor(random() * 100)}`,
    );
    writeFileSync(join(root, temporary), text);
    renameSync(join(root, temporary), join(root, file));
    return [temporary, file];
  },
  // A photo replaced by another (encoded again, so it is rare: about once a sequence).
  replaceImage(root, random) {
    if (random() > 0.3) return [];
    const photos = readdirSync(join(root, "content/images/team")).map(
      (name) => `content/images/team/${name}`,
    );
    const [from, to] = [pick(photos, random), pick(photos, random)];
    if (from === to) return [];
    cpSync(join(root, from), join(root, to));
    return [to];
  },
  markdown(root, random) {
    const file = pick(entries(root, "jobs"), random);
    rewrite(root, file, (text) => `${text}\nA paragraph added in edit ${Math.floor(random() * 1000)}.\n`);
    return [file];
  },
};

describe("the live engine", { timeout: 240_000 }, () => {
  const copies: ProjectCopy[] = [];
  afterAll(() => {
    for (const copy of copies) copy.remove();
  });

  const seeds = process.env.LIVE_ENGINE_SEED ? [Number(process.env.LIVE_ENGINE_SEED)] : [1, 2, 3];
  it.each(seeds)(
    "ends where a fresh build of the same files does, after random edits (seed %i)",
    async (seed) => {
      const random = randomSource(seed);
      const edited = projectCopy({ prefix: "live-engine-" });
      copies.push(edited);
      const live = new LiveSite(edited.root);
      await live.start();
      const names = Object.keys(EDITS);
      let last = await live.update([]);
      for (let step = 0; step < 24; step++) {
        // Sometimes several saves land before the engine runs, as when an editor saves all files.
        const touched: string[] = [];
        const together = 1 + Math.floor(random() * 3);
        for (let save = 0; save < together; save++) {
          const name = pick(names, random);
          touched.push(...(EDITS[name] as Edit)(edited.root, random));
        }
        last = await live.update(touched.map((file) => join(edited.root, file)));
      }
      // Set every broken value right at the end, so the generated modules are compared too.
      for (const file of entries(edited.root, "team"))
        rewrite(edited.root, file, (text) => text.replace(/^order: \[1, 2\]$/m, "order: 99"));
      last = await live.update(entries(edited.root, "team").map((file) => join(edited.root, file)));
      await live.renderSocialImages();

      const fresh = projectCopy({ prefix: "live-engine-fresh-" });
      copies.push(fresh);
      rmSync(join(fresh.root, "content"), { recursive: true });
      cpSync(join(edited.root, "content"), join(fresh.root, "content"), { recursive: true });
      const built = await buildSite(fresh.root, { skipPrerender: true });
      const builtProblems = built.ok || built.reason === "content" ? built.validation.problems : [];
      expect(last.problems.map(describeProblem)).toEqual(builtProblems.map(describeProblem));
      expect(builtProblems.map(describeProblem)).toEqual([]);
      const liveFiles = snapshot(join(edited.root, "site/generated"));
      const builtFiles = snapshot(join(fresh.root, "site/generated"));
      expect([...liveFiles.keys()].sort()).toEqual([...builtFiles.keys()].sort());
      for (const [file, text] of builtFiles) expect(liveFiles.get(file), file).toBe(text);
    },
  );
});
