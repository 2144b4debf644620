import { importModule } from '../util/import-module.js';

/** What `import('undici')` resolves to. */
export type UndiciModule = typeof import('undici');

/**
 * Imports undici at run time, out of sight of bundlers. It rejects where dynamic `import()` is not
 * available, e.g. CommonJS code run by Jest without `--experimental-vm-modules`
 * (`ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING`), or where undici is not installed.
 */
export function loadUndici(): Promise<UndiciModule> {
  return importModule('undici') as Promise<UndiciModule>;
}
