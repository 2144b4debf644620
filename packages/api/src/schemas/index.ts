/**
 * `@slashkit/api/schemas`
 * @packageDocumentation
 * @module @slashkit/api/schemas
 */
// @slashkit/api/schemas: zod 4 schemas of the request bodies and the useful response shapes. The rules
// are not written again here: each schema runs the dependency-free validators of ./validation, which this
// entry also re-exports, and zod only types the parsed result.

export * from '../validation/index.js';
export {
  bulkOverwriteItemSchema,
  bulkOverwriteSchema,
  commandCreateSchema,
  commandEditSchema,
  globalBulkOverwriteSchema,
  globalCommandCreateSchema,
  globalCommandEditSchema,
  guildBulkOverwriteSchema,
  guildCommandCreateSchema,
  guildCommandEditSchema,
} from './application-command-schemas.js';
export {
  componentsV2Schema,
  embedsSchema,
  interactionResponseSchema,
  messageBodySchema,
  messageComponentsSchema,
  modalSchema,
} from './component-schemas.js';
export { fieldErrorsFromIssues } from './field-errors-from-issues.js';
export {
  applicationCommandOptionChoiceSchema,
  applicationCommandOptionSchema,
  applicationCommandOptionShape,
} from './option-schemas.js';
export { permissionsEditSchema } from './permissions-edit-schema.js';
export {
  applicationCommandResponseSchema,
  errorBodySchema,
  errorTreeSchema,
  guildCommandPermissionsResponseSchema,
  rateLimitBodySchema,
  snowflakeSchema,
} from './response-schemas.js';
export { validatedSchema } from './validated-schema.js';
