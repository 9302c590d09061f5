/**
 * The largest content file the tools read: a YAML or Markdown file an editor writes is a few
 * kilobytes; one over this size is a located problem (`site validate`) or a clear refusal (the
 * studio), never parsed, so it cannot stall the tools.
 */
export const MAX_CONTENT_FILE_BYTES = 1024 * 1024;
