import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_LANGUAGES, BUILT_IN_NAMES } from '@/i18n';
import { storage } from '@/session/storage';

/**
 * The built-in languages on the sign-in page, for a user who does not read the default one. Kept as the
 * console's language (the cookie the shell's switcher writes). A server's own languages are offered in
 * the shell: reading them here would load the API client on /login.
 */
export function LoginLanguages() {
  const { t, i18n } = useTranslation('auth');
  return (
    <nav aria-label={t('login.language')} data-testid="login-languages" style={{ position: 'absolute', top: 12, right: 16, display: 'flex', gap: 4 }}>
      {BUILT_IN_LANGUAGES.map((code) => (
        <Button
          key={code}
          size="small"
          type={i18n.language === code ? 'primary' : 'text'}
          aria-pressed={i18n.language === code}
          lang={code}
          onClick={() => {
            storage.setLanguage(code);
            void i18n.changeLanguage(code);
          }}
        >
          {BUILT_IN_NAMES[code]}
        </Button>
      ))}
    </nav>
  );
}
