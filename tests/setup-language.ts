// The tests' browser prefers Chinese, as the console's users and its default do: a first visit speaks the
// browser's language (happy-dom's says en-US), and the screens' texts under test are the spec's Chinese.
// Its own file, first in setupFiles: the console's modules read it when they are imported.
if (typeof navigator !== 'undefined') Object.defineProperty(navigator, 'languages', { value: ['zh-CN', 'zh'], configurable: true });
