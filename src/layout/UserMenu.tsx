import { LogoutOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadTo } from '@/session/navigation';
import { signOut } from '@/session/session-api';
import type { SessionUser } from '@/session/storage';

export function UserMenu({ user }: { user: SessionUser }) {
  const { modal } = App.useApp();
  const { t } = useTranslation('auth');
  const logout = () =>
    modal.confirm({
      content: t('session.logoutConfirm'),
      onOk: async () => {
        await signOut();
        reloadTo('/login');
      },
    });
  return (
    <Dropdown menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), onClick: logout }] }}>
      <Avatar data-testid="user-menu" style={{ background: 'var(--ant-color-primary)', cursor: 'pointer' }}>
        {user.username.slice(0, 2)}
      </Avatar>
    </Dropdown>
  );
}
