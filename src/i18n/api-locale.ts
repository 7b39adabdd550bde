// The client's own module, not its index: this runs at start-up, before the client's code (axios) loads.
import { registerLocale } from '@/api/locale';
import { currentLanguage, t } from './index';

/** At start-up, before the first call: the client's failure texts and language header are the console's. */
export const registerApiLocale = () => registerLocale({ text: (key) => t(key), language: currentLanguage });
