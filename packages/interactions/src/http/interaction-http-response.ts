/** The handler core's answer to a webhook request: what the adapter writes back. */
export interface InteractionHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON document (an interaction response, or `{ "message": … }` for an error). */
  body: string;
  /**
   * Present on an interaction's answer: call it once the answer has been written (or the connection closed).
   * Until then the handler's `reply()` stays pending and its edits and follow-ups wait, so none of them can
   * reach the service before the initial response does.
   */
  sent?: () => void;
}
