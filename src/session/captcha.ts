import { resolveUrl } from '@/api/path';
import { fillPath } from '@/utils/api-path';
import { storage } from './storage';

/**
 * The address of a new captcha image for `scene` (LOGIN, ADD_CLERK …), asked for this browser's uuid.
 * The scene and uuid order live here only (spec: scene first; api reference §11: the platform's backend
 * takes uuid first). Its own module without the api client: /login shows the image before the client loads.
 */
export const captchaUrl = (scene: string) => `${resolveUrl(fillPath('base/captchas/{scene}/{uuid}', { scene, uuid: storage.getUuid() }))}?rmd=${Date.now()}`;
