import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onStoredStateDropped } from './stored-state';

/** Tells the user, once per page load, that something this browser had kept could not be read and was cleared. */
export function StoredStateNotice() {
  const { message } = App.useApp();
  const { t } = useTranslation('common');
  useEffect(() => onStoredStateDropped(() => void message.warning(t('storedState.dropped'))), [message, t]);
  return null;
}
