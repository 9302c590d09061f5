/** Netlify's redirect engine (WebAssembly), as far as tests/support/netlify/ uses it; it ships no types. */
declare module "netlify-redirector" {
  export interface MatchRequest {
    scheme: string;
    host: string;
    /** Decoded. */
    path: string;
    /** Without `?`. */
    query: string;
    headers: Record<string, string>;
    cookieValues: Record<string, string>;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  /** The rule that applies, with `to` filled in from the request. */
  export interface MatchedRule {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  export interface Matcher {
    match(request: MatchRequest): MatchedRule | null;
  }
  const redirector: {
    /** Reads the `_redirects` format. */
    parsePlain(rules: string, options: Record<string, never>): Promise<Matcher>;
  };
  export default redirector;
}
