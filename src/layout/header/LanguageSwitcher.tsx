import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ENTRIES, loadLanguageList, mergeLanguages, pickLanguage, switchLanguage, type LanguageEntry } from '@/i18n/languages';
import { storage } from '@/session/storage';

export function LanguageSwitcher() {
  const { i18n, t } = useTranslation('layout');
  const [languages, setLanguages] = useState<LanguageEntry[]>(BUILT_IN_ENTRIES);
  useEffect(() => {
    let live = true;
    void loadLanguageList().then((server) => {
      if (!live) return;
      setLanguages(mergeLanguages(server));
      // A stored language the server no longer offers falls back to the server's first (spec §9).
      const stored = storage.getLanguage();
      const chosen = pickLanguage(stored, server);
      if (stored && chosen !== stored) void switchLanguage(chosen);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: languages.map((l) => ({ key: l.code, label: l.lang })),
        onClick: ({ key }) => void switchLanguage(key),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('header.language')} data-testid="language-switcher" />
    </Dropdown>
  );
}
