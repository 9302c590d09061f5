import { loopbackHosts } from "./session-credential.ts";

/**
 * The headers of every answer of the studio's own server. Its page runs only its own script; it
 * frames only the preview's origin and is framed by nothing. Styles may be inline: CodeMirror
 * injects its theme as <style> elements at run time, and React (RJSF's templates among them) sets
 * style attributes; a style runs no script, and the only content shown in the studio's origin is
 * the Markdown rendered in a sandboxed frame, which the same policy keeps from loading anything
 * from elsewhere. No 'unsafe-eval': each form's validator is compiled by this server from the
 * project's schemas and imported as a module of its own (form-validators.ts), so the page turns no
 * string into code.
 */
export function studioHeaders(previewPort: number): Record<string, string> {
  const preview = loopbackHosts(previewPort)
    .map((host) => `http://${host}`)
    .join(" ");
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `frame-src ${preview}`,
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join("; "),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}
