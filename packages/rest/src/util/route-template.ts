import { hashSecret } from './hash-secret.js';

const SNOWFLAKE = /^\d{15,20}$/;

/**
 * Derives the route template and major parameter of a raw path, for requests made without a dedicated
 * method: snowflakes become `{id}`, webhook and interaction tokens `{token}`.
 */
export function routeTemplate(path: string): { route: string; majorParameter: string; secrets: string[] } {
  const segments = (path.split('?')[0] ?? '').split('/');
  let majorParameter = '';
  const secrets: string[] = [];
  const out = segments.map((segment, index) => {
    const previous = segments[index - 1];
    const beforePrevious = segments[index - 2];
    if (
      (beforePrevious === 'webhooks' || beforePrevious === 'interactions') &&
      previous &&
      SNOWFLAKE.test(previous)
    ) {
      secrets.push(segment);
      majorParameter = `${previous}:${hashSecret(segment)}`;
      return '{token}';
    }
    if (SNOWFLAKE.test(segment)) {
      if (previous === 'guilds' && majorParameter === '') majorParameter = segment;
      return '{id}';
    }
    return segment;
  });
  return { route: out.join('/'), majorParameter, secrets };
}
