import { createInterface } from "node:readline/promises";

/**
 * Asks `question` on stderr and reads one line of stdin: true for y or yes (any case). An empty
 * line, anything else, or stdin ending without an answer (a script that forgot --yes) is a no.
 */
export async function confirm(question: string): Promise<boolean> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await new Promise<string>((resolve) => {
      lines.once("close", () => resolve(""));
      lines.question(question).then(resolve, () => resolve(""));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    lines.close();
  }
}
