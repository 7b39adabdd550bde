import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedback';

/** antd's holders of toasts and dialogs, in the page's theme and language: loaded after the first paint. */
export default function FeedbackHost({ duration, onReady }: { duration: number; onReady: (apis: FeedbackApis) => void }) {
  const [messages, messageHolder] = message.useMessage({ duration });
  const [modal, modalHolder] = Modal.useModal();
  // Toasts last as long (spec §8: 5000 ms) where a screen uses antd's static ones.
  useEffect(() => message.config({ duration }), [duration]);
  useEffect(() => onReady({ message: messages, modal }), [messages, modal, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
