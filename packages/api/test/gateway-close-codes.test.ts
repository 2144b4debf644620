import { describe, expect, it } from 'vitest';
import { endsGatewaySession, GatewayCloseCodes, isFatalGatewayClose } from '../src/index.js';

const fatal = [4004, 4010, 4011, 4012, 4013, 4014];
const sessionEnding = [1000, 1001, 4007, 4009, ...fatal];
const resumable = [1006, 4000, 4001, 4002, 4003, 4005, 4008, 3000, 4999];

describe('gateway close codes', () => {
  it('names every documented code once', () => {
    const codes = Object.values(GatewayCloseCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('isFatalGatewayClose: only authentication, shard, version and intent failures', () => {
    for (const code of fatal) expect(isFatalGatewayClose(code), String(code)).toBe(true);
    for (const code of [...resumable, 1000, 1001, 4007, 4009, 4015])
      expect(isFatalGatewayClose(code), String(code)).toBe(false);
  });

  it('endsGatewaySession: goodbyes, invalid seq, timeouts and every fatal close', () => {
    for (const code of sessionEnding) expect(endsGatewaySession(code), String(code)).toBe(true);
    for (const code of resumable) expect(endsGatewaySession(code), String(code)).toBe(false);
    // Every fatal close ends the session too.
    for (let code = 4000; code <= 4020; code++)
      if (isFatalGatewayClose(code)) expect(endsGatewaySession(code)).toBe(true);
  });
});
