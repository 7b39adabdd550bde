import { md5 } from 'js-md5';
import { api, sessionStarted } from '@/api';
import { storage, type SessionUser } from './storage';

/*
 * Signing in, apart from the session's other calls: its MD5 loads with the sign-in form (or Refine's
 * login), not with every signed-in page.
 */

export interface Credentials {
  username: string;
  password: string;
  captcha: string;
}

interface LoginAnswer extends SessionUser {
  access_token: string;
  refresh_token: string;
}

/** `GET seller/login` with the password as lowercase hex MD5; stores the tokens and the user. */
export async function signIn({ username, password, captcha }: Credentials): Promise<SessionUser> {
  const answer = await api.get<LoginAnswer>(
    'seller/login',
    { username, password: md5(password), captcha, uuid: storage.getUuid(), scene: 'LOGIN' },
    { auth: false },
  );
  const { access_token, refresh_token, ...user } = answer;
  storage.setTokens(access_token, refresh_token);
  storage.setUser(user);
  sessionStarted();
  return user;
}
