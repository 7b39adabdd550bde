import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerSessionCredentials } from '@/session/credentials';

// antd reads media queries; answer min/max-width queries against the window width, as a browser would.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => {
    const width = window.innerWidth;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// The api client sends the session's tokens, as after the app's start-up.
registerSessionCredentials();

// Screens load their code on first use: on a busy 2-core machine that takes a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
