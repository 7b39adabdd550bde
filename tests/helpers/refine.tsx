import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setCurrentAccess } from '@/access/access-store';
import { accessFor } from '@/access/permissions';
import { i18n } from '@/i18n';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { refineOptions } from '@/providers/refine-options';
import { LocationProbe } from './render';

/** Mounts a screen with the real providers (data provider → api client → MSW) at a path. */
export function renderScreen(path: string, route: string, element: ReactElement, checked: string[] | 'all' = 'all') {
  setCurrentAccess(checked === 'all' ? accessFor({ role_id: 0 }, []) : accessFor({ role_id: 2 }, checked));
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ConfigProvider locale={zhCN}>
          <AntdApp>
            <Refine routerProvider={routerProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} options={refineOptions}>
              <Routes>
                <Route path={route} element={<>{element}<LocationProbe /></>} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
