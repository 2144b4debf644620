// @slashkit/api/validation: every rule of the spec as plain, dependency-free checks. Filled in by the schemas work.
export {};
