import { EmojiLimits, FieldErrorCodes, RESTJSONErrorCodes } from '@slashkit/api';
import type { CheckedEmojiBody } from '@slashkit/api/validation';
import { badRequest, invalidForm, notFound } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorEmoji } from '../state/emoji-store.js';
import type { EmulatorApplication } from '../world/world.js';

/** One of the application's emojis; 404/10014 for any other id. */
export function applicationEmoji(
  context: EmulatorContext,
  application: EmulatorApplication,
  emojiId: string,
): EmulatorEmoji {
  const emoji = context.state.emojis.get(emojiId);
  if (!emoji || emoji.applicationId !== application.id)
    throw notFound(
      RESTJSONErrorCodes.UnknownEmoji,
      `Unknown Emoji: ${emojiId} is not an emoji of application ${application.name}`,
    );
  return emoji;
}

/**
 * Makes an application emoji (`POST /applications/{id}/emojis`): a name no other of the app's emojis has
 * (400/50035), at most 2000 per app (400/30008); the image kept under its id. No event: an app's emojis
 * belong to no guild.
 * @see {@link https://discord.com/developers/docs/resources/emoji#create-application-emoji | Create Application Emoji}
 */
export function createApplicationEmoji(
  context: EmulatorContext,
  application: EmulatorApplication,
  body: CheckedEmojiBody,
): EmulatorEmoji {
  const name = body.name!;
  const image = body.image!;
  requireFreeName(context, application, name, null);
  if (context.state.emojis.ofApplication(application.id).length >= EmojiLimits.perApplication)
    throw badRequest(
      `Maximum number of emojis reached (${EmojiLimits.perApplication}): delete one of the app's emojis first`,
      RESTJSONErrorCodes.MaximumEmojis,
    );
  const emoji = context.state.emojis.add({
    id: context.nextId(),
    name,
    guildId: null,
    applicationId: application.id,
    roles: [],
    animated: image.animated,
    creatorId: application.bot.id,
  });
  storeMedia(context, emoji.id, image);
  return emoji;
}

/**
 * Renames an application emoji (`PATCH /applications/{id}/emojis/{emoji_id}`), to a name no other of the
 * app's emojis has.
 * @see {@link https://discord.com/developers/docs/resources/emoji#modify-application-emoji | Modify Application Emoji}
 */
export function editApplicationEmoji(
  context: EmulatorContext,
  application: EmulatorApplication,
  emojiId: string,
  body: CheckedEmojiBody,
): EmulatorEmoji {
  const emoji = applicationEmoji(context, application, emojiId);
  if (body.name !== undefined) {
    requireFreeName(context, application, body.name, emoji.id);
    emoji.name = body.name;
  }
  return emoji;
}

/**
 * Deletes an application emoji (`DELETE /applications/{id}/emojis/{emoji_id}`) with its image.
 * @see {@link https://discord.com/developers/docs/resources/emoji#delete-application-emoji | Delete Application Emoji}
 */
export function deleteApplicationEmoji(
  context: EmulatorContext,
  application: EmulatorApplication,
  emojiId: string,
): void {
  const emoji = applicationEmoji(context, application, emojiId);
  context.state.emojis.delete(emoji.id);
  dropMedia(context, emoji.id);
}

function requireFreeName(
  context: EmulatorContext,
  application: EmulatorApplication,
  name: string,
  except: string | null,
): void {
  const taken = context.state.emojis
    .ofApplication(application.id)
    .some((e) => e.id !== except && e.name === name);
  if (taken)
    throw invalidForm([
      {
        path: ['name'],
        code: FieldErrorCodes.ApplicationEmojiNameTaken,
        message: `Application emoji name already taken: the app has an emoji named ${name}; pick another name`,
      },
    ]);
}
