import type { APIVoiceRegion } from './types/voice.js';

/**
 * The voice regions `GET /voice/regions` lists (the service's public ones, none custom nor deprecated); the
 * emulator's nearest is the first.
 * @see {@link https://discord.com/developers/docs/resources/voice#list-voice-regions | List Voice Regions}
 */
export const VoiceRegions: readonly Readonly<APIVoiceRegion>[] = Object.freeze(
  [
    ['us-east', 'US East'],
    ['us-central', 'US Central'],
    ['us-south', 'US South'],
    ['us-west', 'US West'],
    ['rotterdam', 'Rotterdam'],
    ['singapore', 'Singapore'],
    ['japan', 'Japan'],
    ['brazil', 'Brazil'],
    ['sydney', 'Sydney'],
    ['india', 'India'],
    ['hongkong', 'Hong Kong'],
    ['southafrica', 'South Africa'],
  ].map(([id, name], index) =>
    Object.freeze({ id: id!, name: name!, optimal: index === 0, deprecated: false, custom: false }),
  ),
);
