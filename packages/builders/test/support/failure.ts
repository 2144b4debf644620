import { ComponentValidationError } from '../../src/index.js';

/** The ComponentValidationError `build` throws (anything else, or nothing, fails the test). */
export const failure = (build: () => unknown): ComponentValidationError => {
  try {
    build();
  } catch (error) {
    if (error instanceof ComponentValidationError) return error;
    throw error;
  }
  throw new Error('expected a ComponentValidationError');
};

/** Each problem of an error as [path, code]. */
export const problems = (build: () => unknown) => failure(build).errors.map((e) => [e.path, e.code]);
