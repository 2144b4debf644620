// The option value shapes are defined once, by @slashkit/builders' InferOptions; the runtime here builds
// exactly these from `data.options` + `data.resolved`.
export type { ResolvedChannel, ResolvedMentionable, ResolvedUser } from '@slashkit/builders';
