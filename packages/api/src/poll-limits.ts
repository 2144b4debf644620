/**
 * The limits of a poll, as the service checks a message's `poll`.
 * @see {@link https://discord.com/developers/docs/resources/poll | Poll resource}
 */
export const PollLimits = {
  /** Characters of the question. */
  questionMaxLength: 300,
  /** Characters of an answer. */
  answerMaxLength: 55,
  /** Answers of a poll: 1 to 10. */
  answersMin: 1,
  answersMax: 10,
  /** Hours a poll runs: 1 to 768 (32 days), 24 by default. */
  durationMinHours: 1,
  durationMaxHours: 768,
  durationDefaultHours: 24,
  /** The one layout (DEFAULT). */
  layoutDefault: 1,
  /** Voters per page of `GET …/polls/{message_id}/answers/{answer_id}`: 1-100, default 25. */
  votersPageDefault: 25,
  votersPageMax: 100,
} as const;
