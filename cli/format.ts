export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** CPU time over wall-clock time: "1.9 cores", "1.0 core". */
export function formatCores(cores: number): string {
  const shown = cores.toFixed(1);
  return `${shown} ${shown === "1.0" ? "core" : "cores"}`;
}
