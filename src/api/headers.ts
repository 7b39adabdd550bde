import { credentials } from './credentials';
import { locale } from './locale';

/** What every call says of itself (api reference §1): the browser's id, the client type, the language. */
export const commonHeaders = () => ({ uuid: credentials().uuid(), clientType: 'PC', language: locale().language() });
