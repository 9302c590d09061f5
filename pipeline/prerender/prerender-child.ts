/**
 * A process that runs one step of prerendering (`node prerender-child <step> <root>`, started by
 * prerender.ts with an IPC channel) and reports to its parent as PrerenderMessages.
 */
import { isPrerenderStep, type PrerenderMessage } from "./prerender-protocol.ts";
import { bundleSite, renderPages } from "./prerender-steps.ts";

function send(message: PrerenderMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) throw new Error("prerender-child runs only as a child process with an IPC channel");
    process.send(message, undefined, {}, () => resolve());
  });
}

async function run(): Promise<PrerenderMessage> {
  const [step, root] = process.argv.slice(2);
  try {
    if (!isPrerenderStep(step) || root === undefined)
      throw new Error(`usage: prerender-child bundle|pages <project root> (given ${step} ${root})`);
    if (step === "bundle") await bundleSite(root);
    else await renderPages(root, (url) => void send({ kind: "page", url }));
    const { user, system } = process.cpuUsage();
    return {
      kind: "done",
      peakRssKb: process.resourceUsage().maxRSS,
      cpuMs: Math.round((user + system) / 1000),
    };
  } catch (error) {
    return error instanceof Error
      ? { kind: "failed", message: error.message, stack: error.stack }
      : { kind: "failed", message: String(error), stack: undefined };
  }
}

const outcome = await run();
await send(outcome);
// Vite and its bundler may keep handles open; the step is over once its parent has heard so.
process.exit(outcome.kind === "done" ? 0 : 1);
