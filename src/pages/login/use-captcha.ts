import { useCallback, useEffect, useState } from 'react';
import { anonymousGet } from '@/api/anonymous';
import { untilCallsReady } from '@/api/hold';
import { captchaUrl } from '@/session/captcha';

/**
 * The image captcha of scene LOGIN, shown as soon as calls may go out; `refresh` loads a new image.
 * `GET base/validator` goes out beside it (spec §7). Its answer names the captcha kind; this console
 * has the image captcha only, so what the user hears of that call is its failure (a toast).
 */
export function useCaptcha() {
  const [url, setUrl] = useState<string>();
  const refresh = useCallback(() => setUrl(captchaUrl('LOGIN')), []);
  useEffect(() => {
    let live = true;
    // The image is a call too: it waits, like the others, until the API is ready (the demo's worker).
    void untilCallsReady().then(() => live && refresh());
    anonymousGet('base/validator').catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refresh]);
  return { url, refresh };
}
