/**
 * A part of the shell (the tabs bar, the kept-alive views) alone in a memory router, inside the providers
 * it reads (i18n, react-query, antd's App), for tests that do not mount the whole console (render-route.tsx).
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { i18n } from '@/i18n';
import type { Tab } from '@/layout/tabs/tabs-model';
import { ConsoleRouter } from '@/providers/ConsoleRouter';
import { memoryRouter } from './memory-router';

const RouteTable = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);

export function renderRouter(routes: RouteObject[], path: string) {
  const router = memoryRouter(path);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackProvider messageDuration={3}>
          <ConsoleRouter router={router}>
            <RouteTable routes={routes} />
          </ConsoleRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** A tab of the tabs store, titled by its menu key. */
export const tab = (key: string, title: string): Tab => ({ key, search: '', name: title, title, affix: false, noCache: false });
