import { TranslationOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isSpoken } from '@/i18n';
import { LANGUAGE_LIST_URL, mergeLanguages, pickLanguage, serverLanguages, switchLanguage } from '@/i18n/languages';
import { storage } from '@/session/storage';

/** The languages the platform offers change rarely: read once an hour at most. */
const LANGUAGES_STALE_MS = 60 * 60 * 1000;

export function LanguageSwitcher() {
  const { i18n, t } = useTranslation('layout');
  const { result, query } = useList({
    resource: 'languages',
    meta: { api: LANGUAGE_LIST_URL, silent: true },
    pagination: { mode: 'off' },
    queryOptions: { staleTime: LANGUAGES_STALE_MS },
  });
  const server = useMemo(() => serverLanguages(result.data), [result.data]);
  const answered = query.status !== 'pending';
  // A stored language the server no longer offers falls back to the server's first (spec §9); a failed read
  // offers the built-in ones. One it still offers is read again after a reload: its messages are the server's.
  useEffect(() => {
    if (!answered) return;
    const stored = storage.getLanguage();
    const chosen = pickLanguage(stored, server);
    if (stored && (chosen !== stored || !isSpoken(chosen))) void switchLanguage(chosen);
  }, [answered, server]);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: mergeLanguages(server).map((l) => ({ key: l.code, label: l.lang })),
        onClick: ({ key }) => void switchLanguage(key),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('header.language')} data-testid="language-switcher" />
    </Dropdown>
  );
}
