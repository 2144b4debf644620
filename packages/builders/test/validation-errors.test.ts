import { describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  BuilderValidationError,
  CommandValidationError,
  ComponentValidationError,
  SlashCommandBuilder,
} from '../src/index.js';

const caught = (build: () => unknown): unknown => {
  try {
    build();
  } catch (error) {
    return error;
  }
  throw new Error('expected toJSON() to throw');
};

describe('one validation-error base for commands and components', () => {
  it('a command and a component error are both BuilderValidationErrors, told apart by code and class', () => {
    const command = caught(() => new SlashCommandBuilder().setName('Bad').toJSON());
    const component = caught(() => new ActionRowBuilder().toJSON());
    for (const error of [command, component]) {
      expect(error).toBeInstanceOf(BuilderValidationError);
      expect(error).toBeInstanceOf(Error);
      expect((error as BuilderValidationError).errors.length).toBeGreaterThan(0);
      expect((error as BuilderValidationError).message).toMatch(/^Invalid .* \(\d+ problems?\):\n {2}\S/);
    }
    expect(command).toBeInstanceOf(CommandValidationError);
    expect(command).not.toBeInstanceOf(ComponentValidationError);
    expect((command as BuilderValidationError).code).toBe('COMMAND_VALIDATION_FAILED');
    expect((command as Error).name).toBe('CommandValidationError');
    expect(component).toBeInstanceOf(ComponentValidationError);
    expect((component as BuilderValidationError).code).toBe('COMPONENT_VALIDATION_FAILED');
    expect((component as Error).name).toBe('ComponentValidationError');
  });
});
