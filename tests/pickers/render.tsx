import { Refine } from '@refinedev/core';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { i18n } from '@/i18n';
import { dataProvider } from '@/providers/data-provider';
import { refineOptions } from '@/providers/refine-options';

/**
 * Mounts a picker as the console does: inside Refine (the pickers read through its data provider;
 * each mount has its own cache), antd's ConfigProvider and the app's i18n (zh-CN unless a test switches).
 */
export function renderPicker(element: ReactElement): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <Refine dataProvider={dataProvider} options={refineOptions}>
        <ConfigProvider>
          <FeedbackProvider messageDuration={3}>{element}</FeedbackProvider>
        </ConfigProvider>
      </Refine>
    </I18nextProvider>,
  );
}

/** The pickers namespace, for building expected texts. */
export const tp = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'pickers', ...options });

/** user-event without the pointer-events check (antd marks some wrappers pointer-events: none). */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
