import type { ModalFuncProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { FeedbackApis } from './feedback';

/** Texts shown as plain alerts at the top of the page: antd's toasts when their code cannot load. */
export function PlainToasts({ texts }: { texts: readonly ReactNode[] }) {
  return (
    <div role="alert" style={{ position: 'fixed', top: 16, left: 0, right: 0, textAlign: 'center', zIndex: 2000 }}>
      {texts.map((text, i) => (
        <div key={i}>{text}</div>
      ))}
    </div>
  );
}

const contentOf = (content: unknown): ReactNode => (content && typeof content === 'object' && 'content' in content ? (content.content as ReactNode) : (content as ReactNode));
const textOf = ({ title, content }: ModalFuncProps) => [title, content].filter((part) => typeof part === 'string').join('\n');

/**
 * The page's toasts and dialogs when antd's code for them cannot load (the network is down): toasts
 * as plain alerts, a confirmation as the browser's own, so that what the user asked for still happens.
 */
export function PlainFeedback({ onReady }: { duration: number; onReady: (apis: FeedbackApis) => void }) {
  const [texts, setTexts] = useState<ReactNode[]>([]);
  useEffect(() => {
    const toast = (content: unknown) => setTexts((shown) => [...shown, contentOf(content)]);
    const dialog = (asks: boolean) => (config: ModalFuncProps) => {
      const agreed = asks ? window.confirm(textOf(config)) : (window.alert(textOf(config)), true);
      void (agreed ? config.onOk?.() : config.onCancel?.());
    };
    onReady({
      message: { success: toast, error: toast, info: toast, warning: toast, loading: toast, open: toast },
      modal: { confirm: dialog(true), error: dialog(false), warning: dialog(false), info: dialog(false), success: dialog(false) },
    } as unknown as FeedbackApis);
  }, [onReady]);
  return texts.length > 0 ? <PlainToasts texts={texts} /> : null;
}
