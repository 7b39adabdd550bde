import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onStoredStateDropped } from './stored-state';

/** Tells the user, once per page load, that something this browser had kept could not be read and was cleared. */
export function useStoredStateNotice(warn: (text: string) => void) {
  const { t } = useTranslation('common');
  useEffect(() => onStoredStateDropped(() => warn(t('storedState.dropped'))), [warn, t]);
}
