import type { Endpoint, EndpointBody, EndpointQuery } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { MessageFile } from '../files/message-file.js';
import type { Encodable } from '../json-encodable.js';

/** The body `send` takes for a row: its JSON body (or a builder of it), each item of a list encodable. */
export type SendBody<E extends Endpoint> =
  EndpointBody<E> extends readonly (infer Item)[] ? readonly Encodable<Item>[] : Encodable<EndpointBody<E>>;

type AuthOf<E extends Endpoint> = E['auth'][number];

// A row's query with each key optional and `undefined` allowed: an absent option is left out.
type QueryOf<E extends Endpoint> =
  EndpointQuery<E> extends object
    ? { [K in keyof EndpointQuery<E>]?: EndpointQuery<E>[K] | undefined }
    : never;

/**
 * What one call of a row adds to the row's own facts: the call options, the query (typed from the row: a
 * key the row does not take is a type error), the audit-log reason (rows with `reason`), the locale, a
 * per-call Bearer token (rows that take one), the files (rows with `files`), and the public method's name
 * for error messages.
 */
export type SendOptions<E extends Endpoint> = CallOptions & {
  /** The query; only the row's keys are sent, `undefined` values left out. */
  query?: QueryOf<E>;
  /** Sent as `X-Discord-Locale`. */
  locale?: string | undefined;
  /** The method that called `send`, e.g. `createMessage()`, named by errors about files. */
  caller?: string;
} & (E extends { readonly reason: true }
    ? { /** Recorded in the guild's audit log (`X-Audit-Log-Reason`). */ reason?: string | undefined }
    : { reason?: never }) &
  ('bearer' extends AuthOf<E>
    ? {
        /** A user's OAuth2 access token for this call, instead of the client's token. */
        bearerToken?: string | undefined;
      }
    : { bearerToken?: never }) &
  (E extends { readonly files: object }
    ? {
        /** Files to send: the request becomes multipart (see `MessageCallOptions`). */
        files?: readonly MessageFile[] | undefined;
        /** The largest file in bytes; default 10 MiB. */
        attachmentSizeLimit?: number | undefined;
      }
    : { files?: never; attachmentSizeLimit?: never });

/** Every field {@link SendOptions} may have, whatever the row: what the core reads. */
export interface AnySendOptions extends CallOptions {
  query?: object | undefined;
  locale?: string | undefined;
  caller?: string;
  reason?: string | undefined;
  bearerToken?: string | undefined;
  files?: readonly MessageFile[] | undefined;
  attachmentSizeLimit?: number | undefined;
}
