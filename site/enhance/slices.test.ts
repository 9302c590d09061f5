import { afterEach, describe, expect, it, vi } from "vitest";
import { runInSlices, yieldToBrowser } from "./slices";

/** Busy-waits `ms` milliseconds: a unit of work that takes that long. */
function work(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
}

describe("yieldToBrowser", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "scheduler");
  });

  it("resumes in a task of its own, after the microtasks queued before it", async () => {
    let resumed = false;
    const yielded = yieldToBrowser().then(() => {
      resumed = true;
    });
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });

  it("uses scheduler.yield() where the platform has it", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledOnce();
  });
});

describe("runInSlices", () => {
  it("runs every unit in order, none before the caller's own task ends", async () => {
    const ran: number[] = [];
    const done = runInSlices([0, 1, 2, 3].map((index) => () => void ran.push(index)));
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual([0, 1, 2, 3]);
  });

  it("gives the thread back once a slice has run its time, so that other tasks run in between", async () => {
    const ran: string[] = [];
    const other = setInterval(() => ran.push("other"), 0);
    await runInSlices(
      Array.from({ length: 6 }, (_, index) => () => {
        work(6);
        ran.push(`unit ${index}`);
      }),
      10,
    );
    clearInterval(other);
    const units = ran.filter((entry) => entry !== "other");
    expect(units).toEqual(["unit 0", "unit 1", "unit 2", "unit 3", "unit 4", "unit 5"]);
    // 6 ms units in 10 ms slices: two per slice, and something else ran between slices.
    const between = ran
      .slice(ran.indexOf("unit 0"), ran.indexOf("unit 5"))
      .filter((entry) => entry === "other");
    expect(between.length).toBeGreaterThanOrEqual(2);
    expect(ran[ran.indexOf("unit 0") + 1]).toBe("unit 1");
  });

  it("logs a unit that throws and runs the rest", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const ran: string[] = [];
    await runInSlices([
      () => {
        throw new Error("broken behaviour");
      },
      () => void ran.push("next"),
    ]);
    expect(ran).toEqual(["next"]);
    expect(logged).toHaveBeenCalledWith(new Error("broken behaviour"));
    logged.mockRestore();
  });
});
