import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `pnpm demo` the way a new user does (tsx on the sources) and collects what it prints. */
function runDemo(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@slashkit/source', '--import', 'tsx', 'examples/demo/src/main.ts'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('pnpm demo', () => {
  it('plays the whole scenario against the emulator and exits 0', async () => {
    const { code, output } = await runDemo();
    expect(output).toMatch(/web client: http:\/\/127\.0\.0\.1:\d+\/_emulator\/client\//);
    expect(output).toContain('+ create roll');
    expect(output).toContain('+ create High Five');
    expect(output).toContain('second sync: nothing to do (one read, zero writes)');
    expect(output).toContain('interactions endpoint saved');
    expect(output).toContain('suggests: pepperoni, peppers');
    expect(output).toContain('🎲 member rolled 15 (d20) for initiative');
    expect(output).toContain('🏷️ Added tag "release"');
    expect(output).toContain('🙌 member high-fives moderator!');
    expect(output).toContain('> Ship it on Friday.');
    expect(output).toContain('(thinking…)');
    expect(output).toContain('📊 Week 47: 12 new members, 340 messages');
    expect(output).toContain('📎 The full report was sent to your inbox.');
    expect(output).toMatch(/✗ refused: member may not use \/announce/);
    expect(output).toContain('APPLICATION_COMMAND_PERMISSIONS_UPDATE: 1 overwrite(s)');
    expect(output).toContain(
      'moderator signed in; token scopes: identify applications.commands.permissions.update',
    );
    expect(output).toContain('📣 Pizza party on Friday!');
    expect(output).toContain('🏷️ All tags removed  (only you can see this)');
    expect(output).toContain('a second app, "Poll Bot", runs examples/components-bot');
    expect(output).toContain('[Yes] [No] [Comment] [Close]');
    expect(output).toContain('moderator › clicks [No]');
    expect(output).toContain('(updated in place) 📊 Ship on Friday?');
    expect(output).toContain('✅ Yes: 2 · ❌ No: 1');
    expect(output).toContain('opens the form "Comment on the poll": Your comment');
    expect(output).toContain('💬 admin: Friday is fine');
    expect(output).toContain('(acknowledged without a loading state: deferUpdate)');
    expect(output).toContain('🔒 Closed: "yes" wins');
    expect(output).toContain('[Pick one or two ▾]');
    expect(output).toContain('🎨 member picked blue and red');
    expect(output).toContain('opens the form "Feedback": Topic, Details (optional), Rating (optional)');
    expect(output).toContain('📝 Thanks for your feedback on "Buttons everywhere"  (only you can see this)');
    expect(output).toMatch(
      /✗ refused: message \d+ is ephemeral: only member sees it, so admin cannot use its components/,
    );
    expect(output).toContain('👀 You peeked. Nobody else saw it.');
    expect(output).toContain('logged in to "Slashkit Activity App"; scopes: openid sdk.social_layer');
    // It ends by saying how to keep the emulator and its client open, and how to run one's own bot.
    expect(output).toContain(
      'To keep the emulator and its web client open at the end and use the bots yourself: pnpm demo --keep-open',
    );
    expect(output).toContain('npx slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts');
    expect(output).not.toContain('\u001b['); // NO_COLOR is honoured
    expect(code).toBe(0);
  }, 60_000);
});
