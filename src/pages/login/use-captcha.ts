import { useCallback, useEffect, useState } from 'react';
import { api, resolveUrl } from '@/api';
import { captchaPath } from '@/session/session-api';
import { storage } from '@/session/storage';

interface Validator {
  validator_type?: 'IMAGE' | 'ALIYUN';
}

const captchaUrl = () => `${resolveUrl(captchaPath('LOGIN', storage.getUuid()))}?rmd=${Date.now()}`;

/** `GET base/validator` first, then the image captcha; `refresh` loads a new image. */
export function useCaptcha() {
  const [url, setUrl] = useState<string>();
  const [type, setType] = useState<Validator['validator_type']>();
  const refresh = useCallback(() => setUrl(captchaUrl()), []);
  // A plain call: the login page runs before the signed-in console and its Refine data provider.
  useEffect(() => {
    let live = true;
    api
      .get<Validator>('base/validator', undefined, { auth: false })
      .then((answer) => live && setType(answer?.validator_type ?? 'IMAGE'))
      .catch(() => live && setType('IMAGE'))
      .finally(() => live && refresh());
    return () => {
      live = false;
    };
  }, [refresh]);
  return { url, type, refresh };
}
