import { RESTJSONErrorCodes, type Timers } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { resendOvertaken } from '../src/respond/resend-overtaken.js';

// Timers that run at once and remember each wait: the backoff is checked without real time passing.
const recordingTimers = () => {
  const waits: number[] = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      waits.push(ms);
      queueMicrotask(callback);
      return 0;
    },
    clearTimeout: () => {},
  };
  return { waits, timers };
};

const notFound = (jsonCode: number) => Object.assign(new Error('404'), { status: 404, jsonCode });

describe('resendOvertaken', () => {
  it('sends again while the service has no response on record (Unknown Message, Unknown Webhook)', async () => {
    const { waits, timers } = recordingTimers();
    const failures = [
      notFound(RESTJSONErrorCodes.UnknownMessage),
      notFound(RESTJSONErrorCodes.UnknownWebhook),
    ];
    let calls = 0;
    const result = await resendOvertaken(async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'sent';
    }, timers);
    expect(result).toBe('sent');
    expect(calls).toBe(3);
    expect(waits).toEqual([50, 100]);
  });

  it('gives up after four more tries and rejects with the last error', async () => {
    const { waits, timers } = recordingTimers();
    const error = notFound(RESTJSONErrorCodes.UnknownMessage);
    let calls = 0;
    const outcome = resendOvertaken(async () => {
      calls += 1;
      throw error;
    }, timers);
    await expect(outcome).rejects.toBe(error);
    expect(calls).toBe(5);
    expect(waits).toEqual([50, 100, 200, 400]);
  });

  it('rejects at once on any other error', async () => {
    const { waits, timers } = recordingTimers();
    for (const error of [
      Object.assign(new Error('400'), { status: 400, jsonCode: RESTJSONErrorCodes.UnknownMessage }),
      notFound(RESTJSONErrorCodes.UnknownInteraction),
      new TypeError('fetch failed'),
    ]) {
      await expect(
        resendOvertaken(async () => {
          throw error;
        }, timers),
      ).rejects.toBe(error);
    }
    expect(waits).toEqual([]);
  });
});
