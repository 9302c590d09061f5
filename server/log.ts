/** One structured log record; written as a single JSON line. */
export type LogLine = Record<string, unknown>;

/** Receives one structured log record. Injected so tests can capture or silence logs. */
export type LogWriter = (line: LogLine) => void;

/** Default request log: one JSON line per record on stdout. */
export const writeStdout: LogWriter = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** Default error log: one JSON line per record on stderr. */
export const writeStderr: LogWriter = (line) => {
  process.stderr.write(`${JSON.stringify(line)}\n`);
};

/** The app's context variables: fields a handler adds to its request's log line. */
export interface AppEnv {
  Variables: { logFields: LogLine };
}
