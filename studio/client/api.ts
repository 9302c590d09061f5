/** The studio's server, asked by the page: same origin, so the session cookie goes along. */
export const API = "/_studio/api";

export class ApiError extends Error {}

async function answer<T>(response: Response): Promise<T> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) {
    const text = await response.text();
    throw new ApiError(
      response.status === 403 ? text.trim() : `The studio answered ${response.status}: ${text.slice(0, 200)}`,
    );
  }
  const body = (await response.json()) as T & { message?: unknown };
  // A refusal that is not one of the answers a caller expects (those carry `ok`) is an error to show.
  if (!response.ok && typeof body.message === "string" && !("ok" in body)) throw new ApiError(body.message);
  return body;
}

/** GET `path` (under the API) as JSON; a refused request or a network failure is a readable error. */
export async function getJson<T>(path: string): Promise<T> {
  try {
    return await answer<T>(await fetch(`${API}${path}`));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("The studio cannot be reached: is `site studio` still running?");
  }
}

export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await answer<T>(
      await fetch(`${API}${path}`, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("The studio cannot be reached: is `site studio` still running?");
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
