import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/** The query of `GET /channels/{id}/polls/{message_id}/answers/{answer_id}`: users after `after`, `limit` 1-100 (25). */
export interface RESTGetAPIPollAnswerVotersQuery {
  after?: Snowflake;
  limit?: number;
}

/** The answer of `GET /channels/{id}/polls/{message_id}/answers/{answer_id}`: who voted for the answer. */
export interface RESTGetAPIPollAnswerVotersResult {
  users: APIUser[];
}
