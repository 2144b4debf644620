import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { StateSnapshotError } from '../state/snapshot/state-snapshot-error.js';

/**
 * Snapshots over HTTP: `GET /_emulator/state` answers the whole state as a versioned JSON snapshot, and
 * `PUT /_emulator/state` replaces the whole state with one (204). A bad snapshot is refused with 400 and
 * `problems` (each with its JSON path) and changes nothing. The snapshot holds the world's credentials:
 * the emulator's are test values.
 * @example
 * const saved = await (await fetch(`${emu.url}/_emulator/state`)).json();
 * await fetch(`${emu.url}/_emulator/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(saved) });
 */
export const stateFeature: EmulatorFeature = {
  name: 'state',
  setup(router) {
    router
      .add({
        method: 'GET',
        path: '/_emulator/state',
        handler: ({ emulator }) => jsonResponse(200, emulator.exportState(), { 'cache-control': 'no-store' }),
      })
      .add({
        method: 'PUT',
        path: '/_emulator/state',
        handler: async ({ request, emulator }) => {
          const body = await readJsonBody(request);
          try {
            emulator.loadState(body);
          } catch (error) {
            if (!(error instanceof StateSnapshotError)) throw error;
            return jsonResponse(400, {
              code: RESTJSONErrorCodes.GeneralError,
              message: `${error.message}\nNothing was changed; fix these and PUT the snapshot again.`,
              problems: error.problems,
            });
          }
          emulator.log('state replaced by a snapshot (PUT /_emulator/state)');
          return jsonResponse(204);
        },
      });
  },
};
