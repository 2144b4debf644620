// Run by test/runtimes/testing-client.test.ts with `node --test` (TypeScript through tsx): the typed test
// client of @slashkit/emulator/testing under node:test, against the emulator whose URL arrives by
// environment, as under `slashkit-emulator exec -- node --test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAnswered, connectTestClient } from '@slashkit/emulator/testing';
import { fruit } from '@slashkit/example-fetch-runtimes';

const client = await connectTestClient(process.env.SLASHKIT_EMULATOR_URL ?? '');

test('/fruit suggests, defers, then edits and follows up', async () => {
  const member = client.user('member');
  const suggested = await member.autocomplete(fruit, 'name', 'P');
  assertAnswered(suggested);
  assert.deepEqual(
    suggested.choices?.map((choice) => choice.value),
    ['peach', 'pear', 'plum'],
  );
  const deferred = await member.run(fruit, { name: 'plum' });
  assertAnswered(deferred);
  assert.equal(deferred.responseType, 5);
  const [edited, followUps] = await Promise.all([
    member.waitForEdit(deferred),
    member.waitForFollowUps(deferred),
  ]);
  assert.equal(edited.content, '🍑 plum, picked on node:http');
  assert.deepEqual(
    followUps.map((message) => message.content),
    ['🧺 9 fruits in the basket'],
  );
});

test('a refusal fails assertAnswered with the emulator’s reason', async () => {
  const result = await client.user('outsider').run(fruit, { name: 'plum' });
  assert.throws(() => assertAnswered(result), /refused \(NOT_A_MEMBER, HTTP 403\)/);
});
