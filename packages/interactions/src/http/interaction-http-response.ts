/** The handler core's answer to a webhook request: what the adapter writes back. */
export interface InteractionHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON document (an interaction response, or `{ "message": … }` for an error). */
  body: string;
}
