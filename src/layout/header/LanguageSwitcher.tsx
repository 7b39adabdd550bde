import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ENTRIES, loadLanguageList, mergeLanguages, switchLanguage, type LanguageEntry } from '@/i18n/languages';

export function LanguageSwitcher() {
  const { i18n, t } = useTranslation('layout');
  const [languages, setLanguages] = useState<LanguageEntry[]>(BUILT_IN_ENTRIES);
  useEffect(() => {
    let live = true;
    void loadLanguageList().then((server) => live && setLanguages(mergeLanguages(server)));
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
