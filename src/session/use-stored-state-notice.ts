import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onStoredStateDropped } from './stored-state';

/** Tells the user, once per page load, that something this browser had kept could not be read and was cleared. */
export function useStoredStateNotice(message: MessageInstance) {
  const { t } = useTranslation('common');
  useEffect(() => onStoredStateDropped(() => void message.warning(t('storedState.dropped'))), [message, t]);
}
