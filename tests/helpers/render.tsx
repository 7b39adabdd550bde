import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '@/i18n';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Mounts an element inside the app's providers at a path. */
export function renderAt(path: string, routes: Array<{ path: string; element: ReactElement }>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider>
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
}
