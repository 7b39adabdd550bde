/**
 * The decoration window: a tab of its own outside the console's shell. It is signed in by the console's
 * hand-over (spec §4), or already, when it shares the console's cookies; it never shows a sign-in form.
 */
import { Refine } from '@refinedev/core';
import { Result, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { isId } from '@/engine/params';
import { i18n } from '@/i18n';
import { dataProvider } from '@/providers/data-provider';
import { notificationProviderFor } from '@/providers/notification-provider';
import { refineOptions } from '@/providers/refine-options';
import { storage } from '@/session/storage';
import { receiveSession } from './handover';

const PageEditor = lazy(() => import('./editor/PageEditor'));

export default function DecorationWindow() {
  const { t } = useTranslation('decoration');
  const { message } = useFeedback();
  const { pageId = '' } = useParams();
  const [signedIn, setSignedIn] = useState(() => storage.isSignedIn());
  const notificationProvider = useMemo(() => notificationProviderFor(message), [message]);

  useEffect(
    () =>
      receiveSession((session) => {
        if (session.language && session.language !== i18n.language) void i18n.changeLanguage(session.language);
        setSignedIn(true);
      }),
    [],
  );

  if (!isId(pageId)) return <Result status="404" title={t('editor.noPage')} />;
  if (!signedIn)
    return (
      <div data-testid="decoration-waiting">
        <Result icon={<Spin />} title={t('editor.waiting')} subTitle={t('editor.waitingHint')} />
      </div>
    );
  return (
    <Refine dataProvider={dataProvider} notificationProvider={notificationProvider} options={refineOptions}>
      <Suspense fallback={<Spin fullscreen />}>
        <PageEditor pageId={pageId} />
      </Suspense>
    </Refine>
  );
}
