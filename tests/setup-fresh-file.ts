/**
 * The console project's files share one module graph per worker (see vitest.config.ts): each file starts
 * from what a fresh page would hold, whatever the file before it in the same worker left behind: no
 * cookie or stored item, the default language, real timers and unmocked globals, a session not ended
 * (an export's notice follows nothing once it has) and no stored-state notice said yet.
 */
import { vi } from 'vitest';
import { sessionStarted } from '@/api/session-events';
import { resetStoredStateNotice } from '@/session/stored-state';
import { clearCookies } from './helpers/session';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
sessionStarted();
resetStoredStateNotice();
if (typeof document !== 'undefined') {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  const { i18n } = await import('@/i18n');
  if (i18n.language !== 'zh-CN') await i18n.changeLanguage('zh-CN');
}
