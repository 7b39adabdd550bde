import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/session/storage';

/** The signed-in user's menu: logging out asks first (spec §8), then goes through Refine's auth provider. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { modal } = App.useApp();
  const { t } = useTranslation('auth');
  const { mutateAsync: logout } = useLogout();
  const confirm = () => modal.confirm({ content: t('session.logoutConfirm'), onOk: () => logout() });
  return (
    <Dropdown menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), onClick: confirm }] }}>
      <Avatar data-testid="user-menu" style={{ background: 'var(--ant-color-primary)', cursor: 'pointer' }}>
        {user.username.slice(0, 2)}
      </Avatar>
    </Dropdown>
  );
}
