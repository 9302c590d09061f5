import type { RedirectRule } from "../../contracts/server-settings.ts";

/** The statuses of a redirect every host answers alike (content/redirects.yaml's schema allows these). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

/**
 * Characters neither end of a rule may hold as written: whitespace and control characters (the
 * rule files split lines and fields on them), a backslash, a double quote and `$` (nginx would
 * read an escape, the string's end or a variable).
 */
const UNWRITABLE = /[\s\p{Cc}\\"$]/u;
/** In `from` also: `:` and `*` start a placeholder or a splat in `_redirects`; `?` and `#` no path holds. */
const NOT_IN_FROM = /[:*?#]/;

/**
 * The writers of `_redirects` (cdn-redirects.ts) and of the nginx include (nginx-site.ts) take a
 * list of redirects (the routes' trailing slashes, the old addresses of content/redirects.yaml)
 * and write each the same way on every host. What is wrong with `rule` for the hosts' rule files, in one sentence; undefined when nothing. */
export function redirectRuleProblem(rule: RedirectRule): string | undefined {
  const { from, to, status } = rule;
  const named = `The redirect from ${JSON.stringify(from)}`;
  if (!(REDIRECT_STATUSES as readonly number[]).includes(status))
    return `${named} has status ${status}; a redirect's is one of ${REDIRECT_STATUSES.join(", ")}.`;
  if (!from.startsWith("/") || from.startsWith("//"))
    return `${named} must start with one / (a path on the site).`;
  if (UNWRITABLE.test(from) || NOT_IN_FROM.test(from))
    return `${named} must be a literal path: no space, control character, \\, ", $, :, *, ? or # (percent-encode them).`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return `${named} holds a % that does not start a valid UTF-8 escape.`;
  }
  if (/[\s\p{Cc}\\]/u.test(decoded))
    return `${named} decodes to a space, a control character or a backslash.`;
  if (UNWRITABLE.test(to)) return `${named} goes to ${JSON.stringify(to)}, which holds a space, \\, " or $.`;
  const onSite = to.startsWith("/") && !to.startsWith("//");
  if (!onSite && !/^https?:\/\/[^/?#]+/i.test(to))
    return `${named} must go to a path on the site (/new-page) or an http(s) URL, not ${JSON.stringify(to)}.`;
  return undefined;
}

/**
 * `rules`, each checked by redirectRuleProblem and no two from the same path; throws with the
 * first problem (a writer must never write a rule a host would read otherwise).
 */
export function checkedRedirectRules(rules: readonly RedirectRule[]): readonly RedirectRule[] {
  const seen = new Map<string, string>();
  for (const rule of rules) {
    const problem = redirectRuleProblem(rule);
    if (problem !== undefined) throw new Error(problem);
    const other = seen.get(rule.from);
    if (other !== undefined)
      throw new Error(`Two redirects from ${JSON.stringify(rule.from)}: to ${other} and to ${rule.to}.`);
    seen.set(rule.from, rule.to);
  }
  return rules;
}

/**
 * The lines of `_redirects` (`from to status`) for `rules`, as Cloudflare Pages reads them. For
 * Netlify (`netlify`), `from` is written decoded (`/café`), as its redirect engine matches the
 * decoded path and never an encoded rule, and with `!`, which applies the rule even where a file
 * is at `from`, as Cloudflare always does (Cloudflare refuses the mark).
 */
export function redirectsFileLines(rules: readonly RedirectRule[], netlify = false): string[] {
  return checkedRedirectRules(rules).map(({ from, to, status }) =>
    netlify ? `${decodeURIComponent(from)} ${to} ${status}!` : `${from} ${to} ${status}`,
  );
}
