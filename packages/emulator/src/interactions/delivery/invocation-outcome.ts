import type { APIApplicationCommandOptionChoice, APIInteractionResponse } from '@slashkit/api';
import type { EmulatorMessage } from '../../state/emulator-message.js';

/**
 * What `POST /_emulator/interactions`, `/_emulator/autocomplete`, `/_emulator/components` and
 * `/_emulator/modals/submit` answer once the interaction was delivered: how the app answered (or why it failed), and the messages and choices that resulted.
 */
export interface InvocationOutcome {
  interactionId: string;
  /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  interactionType: number;
  /**
   * `http`: POSTed to the app's interactions endpoint URL; `gateway`: published as INTERACTION_CREATE;
   * `service`: answered by the service itself (entry points with handler DISCORD_LAUNCH_ACTIVITY).
   */
  delivery: 'http' | 'gateway' | 'service';
  /** `answered`: a valid first response came in time; `failed`: the user sees "This interaction failed". */
  status: 'answered' | 'failed';
  /**
   * The initial response's type (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices, 9 modal,
   * 12 launch activity).
   */
  responseType: number | null;
  response: APIInteractionResponse | null;
  /** How the first response came: inline as the HTTP answer, or through the callback endpoint. */
  respondedVia: 'inline' | 'callback' | null;
  /** The interaction's messages when the first response was settled (see GET /_emulator/messages for later ones). */
  messages: EmulatorMessage[];
  /**
   * Components, and modals opened from one: the message that holds the component, as it is once the first
   * response is settled (7 updated it).
   */
  message?: EmulatorMessage;
  /** Autocomplete: the suggestions the app answered. */
  choices?: APIApplicationCommandOptionChoice[];
  /** LAUNCH_ACTIVITY: the Activity instance started. */
  activityInstanceId?: string;
  /** Why the interaction failed, when it did. */
  error?: string;
  /** Things the app did wrong that did not fail the interaction (e.g. a second, ignored answer). */
  warnings?: string[];
}
