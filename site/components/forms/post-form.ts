import { type FallbackTexts, type FormMessage, readFormAnswer } from "../../../contracts/form-answer";

/**
 * Posts `body` as JSON to a form's route and reads the answer (readFormAnswer); a network failure
 * or a body that is not JSON gives the form's fallback error.
 */
export async function postForm(
  route: string,
  body: unknown,
  fallbacks: FallbackTexts,
  fetchImpl: typeof fetch = fetch,
): Promise<FormMessage> {
  try {
    const response = await fetchImpl(route, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return readFormAnswer(response.ok, await response.json(), fallbacks);
  } catch {
    return { kind: "error", text: fallbacks.error };
  }
}
