// @slashkit/api/schemas: zod schemas that encode every rule of the spec. Filled in by the schemas work.
export {};
