// The guided demo. It grows with each package: for now it shows the API package's constants.
import { DefaultBaseUrl, Limits, Locales } from '@slashkit/api';

console.log('slashkit demo');
console.log(`  API base URL of the real service: ${DefaultBaseUrl}`);
console.log(`  ${Locales.length} locales, at most ${Limits.options} options per command`);
console.log('done');
