/** tweetnacl's interface. */
export type Nacl = typeof import('tweetnacl');

/** What `import('tweetnacl')` resolves to: a CommonJS module, so its exports sit on `default` in Node. */
type TweetnaclModule = Nacl & { default?: Nacl };

// The specifier arrives as an argument, never as a literal at the call site: a bundler resolves and inlines
// `import('literal')`, and tweetnacl's `require('crypto')` (for its random numbers, which verifying never
// uses) then breaks a platform-neutral bundle for Workers or the browser. Those runtimes have Ed25519 in
// WebCrypto and never reach tweetnacl; a runtime that needs it resolves it at run time from node_modules.
const importModule = (specifier: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ specifier);

/**
 * Imports tweetnacl at run time, out of sight of bundlers. Rejects with an error that says what to do when
 * it cannot be loaded (a bundle on a runtime whose WebCrypto lacks Ed25519).
 */
export async function loadTweetnacl(): Promise<Nacl> {
  let mod: TweetnaclModule;
  try {
    mod = (await importModule('tweetnacl')) as TweetnaclModule;
  } catch (error) {
    throw new Error(
      'No Ed25519 here: neither node:crypto nor WebCrypto has it, and tweetnacl could not be imported. ' +
        'Install tweetnacl next to your code (bundles leave it out), or run on a runtime with Ed25519.',
      { cause: error },
    );
  }
  // CommonJS module: Node exposes it as `default`, some loaders as the namespace itself.
  return mod.default ?? mod;
}
