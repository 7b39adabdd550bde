/**
 * The one way a component test mounts a component: inside the console's real providers (the app's
 * i18n, in zh-CN unless a test switches; Refine on the console's data provider, each mount with its own
 * cache; antd's ConfigProvider; the console's feedback), against whatever MSW server the file listens
 * with (the demo marketplace's handlers for components that read). A re-render keeps the providers.
 * `at` puts the component at an address of a memory router, for components and hooks that read it.
 * Screens and flows mount the route table through render-route.tsx instead.
 */
import { Refine } from '@refinedev/core';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { i18n } from '@/i18n';
import { dataProvider } from '@/providers/data-provider';
import { consoleRefineOptions } from '@/providers/query-client';

export interface ComponentOptions {
  /** The memory router's address (no router when absent). */
  at?: string;
}

function providers({ at }: ComponentOptions) {
  return function ConsoleProviders({ children }: { children: ReactNode }) {
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Refine dataProvider={dataProvider} options={consoleRefineOptions}>
          <ConfigProvider>
            <FeedbackProvider messageDuration={3}>{children}</FeedbackProvider>
          </ConfigProvider>
        </Refine>
      </I18nextProvider>
    );
    return at === undefined ? tree : <MemoryRouter initialEntries={[at]}>{tree}</MemoryRouter>;
  };
}

export function renderComponent(element: ReactElement, options: ComponentOptions = {}): RenderResult {
  return render(element, { wrapper: providers(options) });
}

/** A headless hook inside the same providers (for hooks that read Refine, i18n or the router). */
export function renderHookInConsole<Result>(hook: () => Result, options: ComponentOptions = {}): RenderHookResult<Result, unknown> {
  return renderHook(hook, { wrapper: providers(options) });
}

/** user-event without the pointer-events check (antd marks some wrappers pointer-events: none). */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
