import { type JsonObject, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const isString = (value: unknown) => typeof value === 'string';

/** Checks `tokens`: each live token (no access token twice) and each retired refresh token. */
export function readTokens(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const at = 'tokens';
  const tokens = reader.object(value, at);
  if (!tokens) return;
  reader.knownKeys(tokens, at, ['tokens', 'retired']);
  const seen = new Set<unknown>();
  for (const [token, path] of reader.objectsAt(tokens, 'tokens', at)) {
    reader.string(token, 'accessToken', path);
    if (seen.has(ownValue(token, 'accessToken')))
      reader.problem(`${path}.accessToken`, 'this token comes twice');
    seen.add(ownValue(token, 'accessToken'));
    reader.string(token, 'refreshToken', path, true);
    reader.reference(token, 'applicationId', path, refs.applications, 'application');
    reader.snowflake(token, 'userId', path);
    reader.list(token, 'scopes', path, isString, 'a scope');
    reader.number(token, 'expiresAt', path);
    reader.string(token, 'grant', path);
    reader.string(token, 'grantId', path, true);
  }
  for (const [retired, path] of reader.objectsAt(tokens, 'retired', at)) {
    reader.string(retired, 'refreshToken', path);
    reader.string(retired, 'grantId', path);
  }
}

/** Checks `grants`: the live and redeemed authorization codes, each with what the user approved. */
export function readGrants(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const at = 'grants';
  const grants = reader.object(value, at);
  if (!grants) return;
  reader.knownKeys(grants, at, ['live', 'redeemed']);
  for (const key of ['live', 'redeemed']) {
    for (const [entry, path] of reader.objectsAt(grants, key, at)) {
      reader.string(entry, 'code', path);
      const grant = reader.objectAt(entry, 'grant', path);
      if (!grant) continue;
      const gat = `${path}.grant`;
      reader.reference(grant, 'applicationId', gat, refs.applications, 'application');
      reader.snowflake(grant, 'userId', gat);
      reader.list(grant, 'scopes', gat, isString, 'a scope');
      reader.string(grant, 'redirectUri', gat);
      reader.string(grant, 'codeChallenge', gat, true);
      reader.string(grant, 'nonce', gat, true);
      reader.string(grant, 'issuer', gat);
      reader.number(grant, 'authTime', gat);
      reader.string(grant, 'grantId', gat);
      reader.number(grant, 'expiresAt', gat);
    }
  }
}

/** Checks `consents`: each pending consent page's ticket, expiry and checked authorize request. */
export function readConsents(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  reader.array(value, 'consents').forEach((item, index) => {
    const at = `consents[${index}]`;
    const entry = reader.object(item, at);
    if (!entry) return;
    reader.string(entry, 'ticket', at);
    reader.number(entry, 'expiresAt', at);
    const request = reader.objectAt(entry, 'request', at);
    if (request) readAuthorizeRequest(reader, request, `${at}.request`, refs);
  });
}

function readAuthorizeRequest(
  reader: SnapshotReader,
  request: JsonObject,
  at: string,
  refs: WorldRefs,
): void {
  reader.reference(request, 'applicationId', at, refs.applications, 'application');
  reader.string(request, 'redirectUri', at, true);
  reader.oneOf(request, 'redirectKind', at, ['loopback', 'custom-scheme', 'web', null]);
  reader.list(request, 'scopes', at, isString, 'a scope');
  reader.string(request, 'state', at, true);
  reader.string(request, 'nonce', at, true);
  reader.string(request, 'codeChallenge', at, true);
  reader.oneOf(request, 'integrationType', at, [0, 1, null]);
  reader.oneOf(request, 'prompt', at, ['consent', 'none', null]);
  if (ownValue(request, 'install') === null) return;
  const install = reader.objectAt(request, 'install', at);
  if (!install) return;
  const iat = `${at}.install`;
  reader.oneOf(install, 'integrationType', iat, [0, 1]);
  reader.boolean(install, 'bot', iat);
  reader.string(install, 'permissions', iat);
  reader.snowflake(install, 'guildId', iat, true);
  reader.boolean(install, 'guildLocked', iat);
}
