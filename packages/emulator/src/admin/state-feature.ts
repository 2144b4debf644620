import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { streamedTextResponse } from '../http/stream-response.js';
import { captureState } from '../state/snapshot/export-state.js';
import { batched, snapshotPieces } from '../state/snapshot/snapshot-text.js';
import { StateSnapshotError } from '../state/snapshot/state-snapshot-error.js';
import { maxSnapshotBodyBytes, readSnapshotBody } from './read-snapshot-body.js';

/**
 * Snapshots over HTTP: `GET /_emulator/state` answers the whole state as a versioned JSON snapshot (files
 * in base64; streamed, so a state of any size answers), and `PUT /_emulator/state` replaces the whole state
 * with one (204), up to `maxSnapshotBodyBytes` with at most `maxSnapshotStructureBytes` outside its strings
 * (413 past either). A bad snapshot is refused with 400, `problems` (the first 100, each with its JSON
 * path) and `omitted` (how many more), and changes nothing. The snapshot holds the world's credentials: the
 * emulator's are test values.
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
        // Captured at once, written as the client reads: a state of any size answers, as one JSON text.
        handler: ({ emulator }) =>
          streamedTextResponse(200, batched(snapshotPieces(captureState(emulator.state))), {
            'content-type': 'application/json',
            'cache-control': 'no-store',
          }),
      })
      .add({
        method: 'PUT',
        path: '/_emulator/state',
        maxBodyBytes: maxSnapshotBodyBytes,
        handler: async ({ request, emulator }) => {
          const body = await readSnapshotBody(request);
          try {
            emulator.loadState(body);
          } catch (error) {
            if (!(error instanceof StateSnapshotError)) throw error;
            return jsonResponse(400, {
              code: RESTJSONErrorCodes.GeneralError,
              message: `${error.message}\nNothing was changed; fix these and PUT the snapshot again.`,
              problems: error.problems,
              ...(error.omitted > 0 ? { omitted: error.omitted } : {}),
            });
          }
          emulator.log('state replaced by a snapshot (PUT /_emulator/state)');
          return jsonResponse(204);
        },
      });
  },
};
