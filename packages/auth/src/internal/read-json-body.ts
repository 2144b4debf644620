/** A response's body parsed as JSON; `undefined` when it is empty or not JSON (an error page, a proxy's text). */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
