import * as z from 'zod/mini';
import type { Schema } from './operations.js';

// Where Discord's OpenAPI document is stricter than Discord's docs, the docs win (the document's README:
// "If you find discrepancies between the spec and our docs … follow the docs, not the spec"). Each entry
// names one place, the shape the docs give it, and the docs' wording. Only document-vs-docs disagreements
// belong here, never a slashkit bug: what service-facts decides is checked as the document says.

/** One disagreement between the document and the docs. */
export interface DocumentException {
  /** Short name, shown when the exception excuses an issue. */
  readonly id: string;
  /** JSON path of the excused issue: `*` is one segment, `**` any number of segments. */
  readonly path: string;
  /** The docs' shape of the value there (`undefined` when it is missing): the issue is excused when it fits. */
  readonly docsShape: Schema;
  /** Only inside an object holding all these keys (to recognise a user object wherever it appears). */
  readonly within?: readonly string[];
  /** Only for answers with this status. */
  readonly status?: number;
  /** Only for bodies the SDK sends (`request`) or the service answers (`response`). */
  readonly side?: 'request' | 'response';
  /** The docs' wording (page › section: text). */
  readonly docs: string;
}

const user = ['id', 'username', 'discriminator'];
const application = ['id', 'name', 'verify_key'];
const entitlement = ['sku_id', 'application_id', 'deleted'];
const roleConnection = ['platform_name', 'platform_username', 'metadata'];

/** The exceptions, each with the docs' wording. */
export const documentExceptions: readonly DocumentException[] = [
  ...['allow', 'deny', 'permission_overwrites.*.allow', 'permission_overwrites.*.deny'].map(
    (path): DocumentException => ({
      // The document types an overwrite's bits as integers; the docs as strings, as every bit set since v8.
      id: 'overwrite bits are strings',
      path,
      docsShape: z.nullable(z.string().check(z.regex(/^\d+$/))),
      side: 'request',
      docs: 'Channel › Edit Channel Permissions: "allow? | string? | the bitwise value of all allowed permissions"; Permissions: "In API v8 and above, all permissions are serialized as strings, including the allow and deny fields in overwrites"',
    }),
  ),
  {
    // BotAccountPatchRequest requires `username`; the docs make every field of Modify Current User optional.
    id: 'modify current user username is optional',
    path: 'username',
    docsShape: z.optional(z.string()),
    within: ['avatar'],
    side: 'request',
    docs: 'User › Modify Current User: "All parameters to this endpoint are optional."',
  },
  {
    // The document types every Error `code` as an integer, field errors included.
    id: 'field-error codes are strings',
    path: 'errors.**._errors.*.code',
    docsShape: z.string(),
    docs: 'Reference › Error Messages: "The response will tell you which JSON key contains the error, the error code, and a human readable error message", with leaves like { "code": "BASE_TYPE_REQUIRED", "message": "This field is required" }',
  },
  {
    // RatelimitedResponse is `allOf: [Error, …]`, and Error requires `code`.
    id: '429 code is optional',
    path: 'code',
    docsShape: z.optional(z.int()),
    status: 429,
    docs: 'Rate Limits › Rate Limit Response Structure: "code? | integer | An error code for some limits"',
  },
  {
    id: 'user flags are optional',
    path: '**.flags',
    docsShape: z.optional(z.int()),
    within: user,
    docs: 'User › User Object: "flags? | integer | the flags on a user\'s account"',
  },
  {
    id: 'user primary_guild is optional',
    path: '**.primary_guild',
    docsShape: z.optional(z.null()),
    within: user,
    docs: 'User › User Object: "primary_guild? | ?user primary guild object | the user\'s primary guild"',
  },
  {
    id: 'application flags_new is optional',
    path: '**.flags_new',
    docsShape: z.optional(z.string()),
    within: application,
    docs: 'Application › Application Object: "flags_new? | string | App\'s public flags"',
  },
  {
    id: 'embed field inline is optional',
    path: '**.embeds.*.fields.*.inline',
    docsShape: z.optional(z.boolean()),
    docs: 'Message › Embed Field Structure: "inline? | boolean | whether or not this field should display inline"',
  },
  {
    // The document's resource is oneOf the type 4, 7 and 12 resources, each with its message or activity.
    id: 'callback resource without a message',
    path: 'resource',
    docsShape: z.object({ type: z.literal([5, 6, 8, 9]), message: z.optional(z.never()) }),
    docs: 'Receiving and Responding › Interaction Callback Resource Object: "type | integer | Interaction callback type", "message?** | message object", "** Only present if type is either CHANNEL_MESSAGE_WITH_SOURCE or UPDATE_MESSAGE"',
  },
  {
    // The document's README: "Some fields typed as strings in our docs may be typed as ints in the spec.
    // Our API accepts strings for int fields if they are parseable as ints."
    id: 'permission bit sets are strings',
    path: '**.default_member_permissions',
    docsShape: z.string().check(z.regex(/^\d+$/)),
    side: 'request',
    docs: 'Application Commands › Application Command Object: "default_member_permissions | ?string | Set of permissions represented as a bit set"',
  },
  ...[
    '**.serialized_source_guild.afk_channel_id',
    '**.serialized_source_guild.system_channel_id',
    '**.serialized_source_guild.channels.*.parent_id',
    '**.serialized_source_guild.channels.*.permission_overwrites.*.id',
  ].map(
    (path): DocumentException => ({
      // The document types these as snowflakes; the docs' template holds placeholder integers there.
      id: 'template placeholder ids are integers',
      path,
      docsShape: z.nullable(z.int()),
      side: 'response',
      docs: 'Guild Template › Guild Template Structure: "serialized_source_guild | partial guild object | the guild snapshot this template contains; placeholder IDs are given as integers", with "parent_id": 1 and "system_channel_id": 2 in its example',
    }),
  ),
  {
    // ApplicationUserRoleConnectionResponse has an optional, non-null platform_name; the docs a nullable one.
    id: 'role connection platform_name is nullable',
    path: 'platform_name',
    docsShape: z.nullable(z.string()),
    within: roleConnection,
    side: 'response',
    docs: 'User › Application Role Connection Structure: "platform_name | ?string | the vanity name of the platform a bot has connected (max 50 characters)"',
  },
  // Monetization (issue 37).
  {
    // The document lists two entitlement types (8 APPLICATION_SUBSCRIPTION, 10 QUEST_REWARD); the docs eight.
    id: 'entitlement types of the docs',
    path: '**.type',
    docsShape: z.literal([1, 2, 3, 4, 5, 6, 7, 8]),
    within: entitlement,
    side: 'response',
    docs: 'Entitlement › Entitlement Types: PURCHASE 1, PREMIUM_SUBSCRIPTION 2, DEVELOPER_GIFT 3, TEST_MODE_PURCHASE 4 ("Entitlement was purchased by a dev in application test mode"), FREE_PURCHASE 5, USER_GIFT 6, PREMIUM_PURCHASE 7, APPLICATION_SUBSCRIPTION 8',
  },
  {
    // A guild's test entitlement belongs to the guild alone.
    id: 'entitlement user_id is optional',
    path: '**.user_id',
    docsShape: z.optional(z.string()),
    within: entitlement,
    side: 'response',
    docs: 'Entitlement › Entitlement Structure: "user_id? | snowflake | ID of the user that is granted access to the entitlement\'s sku", "guild_id? | snowflake | ID of the guild that is granted access to the entitlement\'s sku"',
  },
  {
    // The document types the install params' permissions as an integer; the docs as a string.
    id: 'install params permissions are a string',
    path: 'install_params.permissions',
    docsShape: z.string().check(z.regex(/^\d+$/)),
    side: 'request',
    docs: 'Application › Install Params Object: "permissions | string | Permissions to request for the bot role"',
  },
  {
    // The document's MessageReferenceType holds DEFAULT alone; the docs add FORWARD, sent and answered.
    id: 'message reference type 1 is a forward',
    path: 'message_reference.type',
    docsShape: z.literal([0, 1]),
    docs: 'Message › Message Reference Types: "DEFAULT | 0 | referenced_message | A standard reference used by replies", "FORWARD | 1 | message_snapshot | Reference used to point to a message at a point in time."',
  },
];
