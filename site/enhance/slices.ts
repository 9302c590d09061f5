/**
 * Work the page's script does in slices, so that none of it is a long task (over 50 ms, what Total
 * Blocking Time counts): between slices the browser handles input and draws frames. A slice runs
 * units of work until SLICE_MS have passed, then yields; at Lighthouse's 4× CPU slowdown a slice
 * thus stays well under 50 ms as long as no single unit takes more than about 40.
 */
export const SLICE_MS = 8;

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back to the browser and resumes after what is waiting: with
 * `scheduler.yield()` where the browser has it (the continuation goes before other tasks queued
 * meanwhile), else after a message to a MessageChannel (a task, without setTimeout's clamping).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `units` in order, each at most once, in slices of about `sliceMs`, starting after a yield
 * (so that what calls this, such as the script's own evaluation, ends at once). A unit that throws
 * is logged and the others still run.
 */
export async function runInSlices(units: Iterable<() => void>, sliceMs = SLICE_MS): Promise<void> {
  await yieldToBrowser();
  let sliceStart = performance.now();
  for (const unit of units) {
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
    try {
      unit();
    } catch (error) {
      console.error(error);
    }
  }
}

/** How long afterNextFrame waits for a frame that does not come (a hidden or prerendered page). */
const NO_FRAME_MS = 100;

/**
 * Resolves in the first task after the browser's next frame, when the page's style and layout are
 * up to date: reading layout there costs nothing, where reading it after a write forces the browser
 * to lay the page out in our task.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
