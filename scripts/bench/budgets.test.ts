import { describe, expect, it } from "vitest";
import { BUDGETS, checkBudgets, median, routeMisses } from "./budgets.ts";
import type { RouteWeight } from "./classify.ts";

const KB = 1024;

/** A made-up route: `enhance` KB of the enhancement script, plus `islands` KB in one island chunk. */
function route(
  name: string,
  sizes: { enhance?: number; framework?: number; islands?: number; css?: number },
) {
  const weight: RouteWeight = {
    route: name,
    js: {
      enhance: (sizes.enhance ?? 0) * KB,
      framework: (sizes.framework ?? 0) * KB,
      islands: (sizes.islands ?? 0) * KB,
    },
    jsRaw: 0,
    islandChunks: sizes.islands ? 1 : 0,
    css: (sizes.css ?? 8) * KB,
  };
  return weight;
}

/** A site that meets every budget: light pages without islands, one page with a form. */
const lean = [
  route("/", { enhance: 6 }),
  route("/about", { enhance: 6 }),
  route("/blog", { enhance: 7 }),
  route("/contact", { enhance: 6, framework: 10, islands: 12 }),
  route("/404", { enhance: 5 }),
];

const missed = (weights: RouteWeight[]) =>
  checkBudgets(weights)
    .checks.filter((check) => !check.met)
    .map((check) => check.label);

describe("checkBudgets", () => {
  it("meets every budget with light pages", () => {
    const report = checkBudgets(lean);
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => [check.label, check.route, check.actual])).toEqual([
      ["median route JS", undefined, 6 * KB],
      ["heaviest route JS", "/contact", 28 * KB],
      ["heaviest page without islands, JS", "/blog", 7 * KB],
      ["largest CSS", "/", 8 * KB],
    ]);
  });

  it("misses the median when most routes are heavy, though each is under the other budgets", () => {
    const weights = ["/a", "/b", "/c"].map((name) => route(name, { enhance: 4, framework: 12, islands: 2 }));
    expect(missed(weights)).toEqual(["median route JS"]);
  });

  it("misses the heaviest-route budget above 30 KB (React's own 66 KB would)", () => {
    expect(missed([...lean, route("/projects", { enhance: 6, framework: 15, islands: 10 })])).toEqual([
      "heaviest route JS",
    ]);
  });

  it("misses the budget of pages without islands above 10 KB, whatever the kind of JavaScript", () => {
    expect(missed([...lean, route("/careers", { enhance: 11 })])).toEqual([
      "heaviest page without islands, JS",
    ]);
    expect(missed([...lean, route("/careers", { enhance: 4, framework: 10 })])).toEqual([
      "heaviest page without islands, JS",
    ]);
  });

  it("meets the budget of pages without islands when every page has one", () => {
    const report = checkBudgets([route("/contact", { enhance: 3, islands: 4 })]);
    expect(report.ok).toBe(true);
    expect(report.checks[2]).toMatchObject({ actual: null, met: true });
  });

  it("misses the CSS budget above 20 KB", () => {
    expect(missed([...lean, route("/styled", { enhance: 5, css: 21 })])).toEqual(["largest CSS"]);
  });

  it("holds exactly at the limits", () => {
    expect(missed([route("/a", { enhance: 10, css: 20 })])).toEqual([]);
    expect(missed([...lean, route("/b", { enhance: 10, framework: 10, islands: 10 })])).toEqual([]);
    expect(missed(["/a", "/b", "/c"].map((name) => route(name, { enhance: 5, islands: 10 })))).toEqual([]);
  });

  it("fails when a route did not load, and when nothing was measured", () => {
    const report = checkBudgets(lean, [{ route: "/broken", error: "answered 500" }]);
    expect(report.checks.every((check) => check.met)).toBe(true);
    expect(report.ok).toBe(false);
    expect(checkBudgets([]).ok).toBe(false);
  });
});

describe("routeMisses", () => {
  it("names the per-route budgets a route misses", () => {
    expect(routeMisses(route("/", { enhance: 6 }))).toEqual([]);
    expect(routeMisses(route("/", { enhance: 11 }))).toEqual(["JS > 10.0 KB without islands"]);
    expect(routeMisses(route("/", { enhance: 11, islands: 1 }))).toEqual([]);
    expect(routeMisses(route("/", { enhance: 6, framework: 70, islands: 5, css: 30 }))).toEqual([
      "JS > 30.0 KB",
      "CSS > 20.0 KB",
    ]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(3);
    expect(median([BUDGETS.css])).toBe(BUDGETS.css);
  });
});
