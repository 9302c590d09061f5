import { withoutAddresses } from "./log-privacy.ts";

/** One structured log record; written as a single JSON line. */
export type LogLine = Record<string, unknown>;

/** Receives one structured log record. Injected so tests can capture or silence logs. */
export type LogWriter = (line: LogLine) => void;

/** Default request log: one JSON line per record on stdout, without e-mail addresses. */
export const writeStdout: LogWriter = (line) => {
  process.stdout.write(`${JSON.stringify(withoutAddresses(line))}\n`);
};

/** Default error log: one JSON line per record on stderr, without e-mail addresses. */
export const writeStderr: LogWriter = (line) => {
  process.stderr.write(`${JSON.stringify(withoutAddresses(line))}\n`);
};

/** The app's context variables: fields a handler adds to its request's log line. */
export interface AppEnv {
  Variables: { logFields: LogLine };
}
