import { theme } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FeedbackContext, feedbackHub } from './feedback';
import { PlainFeedback } from './PlainFeedback';

// antd's message and modal code (and its notification's, which antd's App carries) loads with the first
// toast or dialog a page shows, not with every page (15 kB gzip).
const FeedbackHost = lazy(() => import('./FeedbackHost').catch(() => ({ default: PlainFeedback })));

/**
 * What antd's App gives the screens, without its code in the first paint: toasts and dialogs
 * (`useFeedback`), and the page's base text style (colour, size, font) around everything.
 */
export function FeedbackProvider({ messageDuration, children }: { messageDuration: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const [asked, setAsked] = useState(false);
  const [hub] = useState(() => feedbackHub(() => setAsked(true)));
  return (
    <FeedbackContext.Provider value={hub.feedback}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {asked && (
          <Suspense fallback={null}>
            <FeedbackHost duration={messageDuration} onReady={hub.ready} />
          </Suspense>
        )}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
