import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { hasFullAccess } from '@/access/permissions';
import { useFeedback } from '@/components/feedback/feedback';
import type { SessionUser } from '@/session/storage';

const SHOP_SETTINGS_PATH = '/setting/shop-setting';

/**
 * The signed-in user's menu: who is signed in and as what, the shop's settings for a role that may
 * open them, and logging out, which asks first (spec §8) and goes through Refine's auth provider.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { modal } = useFeedback();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutateAsync: logout } = useLogout();
  const confirm = () => modal.confirm({ content: t('session.logoutConfirm'), onOk: () => logout() });
  const role = hasFullAccess(user) ? t('user.owner') : t('user.staff');
  const items: MenuProps['items'] = [
    { key: 'who', icon: <UserOutlined />, label: <span data-testid="user-who">{`${user.nickname || user.username} · ${role}`}</span>, disabled: true },
    { type: 'divider' },
    ...(canOpen('shopSetting') ? [{ key: 'shop', icon: <ShopOutlined />, label: t('user.shopSettings'), onClick: () => navigate(SHOP_SETTINGS_PATH) }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), onClick: confirm },
  ];
  return (
    <Dropdown menu={{ items }}>
      <Avatar data-testid="user-menu" style={{ background: 'var(--ant-color-primary)', cursor: 'pointer' }}>
        {user.username.slice(0, 2)}
      </Avatar>
    </Dropdown>
  );
}
