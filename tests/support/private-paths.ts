/**
 * Addresses a dev server of the project (`site dev`, the studio's preview) must answer without the
 * file's text: the project's private files, a file outside it, and links out of content/ and site/
 * (the tests plant `content/images/site/leak.svg` and `site/leak.txt`, each a link to a file outside).
 */
export function privatePaths(root: string): string[] {
  return [
    "/data/leads.db",
    "/data/leads.db-wal",
    "/.git/config",
    "/.env",
    "/.github/workflows/ci.yml",
    "/package.json",
    "/@fs/etc/passwd",
    "/content/images/site/leak.svg",
    `/@fs${root}/content/images/site/leak.svg`,
    "/site/leak.txt",
    "/site/leak.txt?raw",
  ];
}
