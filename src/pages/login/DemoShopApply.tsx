import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Demo builds only: the buyer site's shop application, where "go open shop" leads. A real
 * marketplace has it at {VITE_BUYER_SITE_URL}/shop/apply; the demo has no buyer site.
 */
export default function DemoShopApply() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('demoApply.title')}
      subTitle={t('demoApply.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('demoApply.back')}
        </Button>
      }
    />
  );
}
