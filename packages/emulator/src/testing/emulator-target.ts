/**
 * Where a test client finds the emulator: its origin (`http://127.0.0.1:PORT`, what `emu.url`, the CLI's
 * `--json` line and `slashkit-emulator exec`'s `SLASHKIT_EMULATOR_URL` give), or anything with that `url`,
 * such as a `RunningEmulator`.
 * @example
 * const client = await connectTestClient(process.env.SLASHKIT_EMULATOR_URL ?? emulator);
 */
export type EmulatorTarget = string | { readonly url: string };
