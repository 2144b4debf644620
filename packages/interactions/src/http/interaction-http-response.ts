/** The handler core's answer to a webhook request: what the adapter writes back. */
export interface InteractionHttpResponse {
  status: number;
  headers: Record<string, string>;
  /**
   * A JSON document (an interaction response, or `{ "message": … }` for an error), or for a first response
   * with files the bytes of its `multipart/form-data` (its `Content-Type`, with the boundary, is in
   * `headers`).
   */
  body: string | Uint8Array;
  /**
   * Present on an interaction's answer: call it once the answer has been written (or the connection closed).
   * Until then the handler's `reply()` stays pending and its edits and follow-ups wait, so none of them can
   * reach the service before the initial response does.
   */
  sent?: () => void;
}
