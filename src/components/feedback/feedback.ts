import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createContext, useContext } from 'react';

export const MESSAGE_METHODS = ['success', 'error', 'info', 'warning', 'loading', 'open', 'destroy'] as const;
export const MODAL_METHODS = ['confirm', 'error', 'warning', 'info', 'success'] as const;

type MessageMethod = (typeof MESSAGE_METHODS)[number];
type ModalMethod = (typeof MODAL_METHODS)[number];

/** antd's toasts and dialogs as the page's holders give them, once their code has loaded. */
export interface FeedbackApis {
  message: Pick<MessageInstance, MessageMethod>;
  modal: Pick<HookAPI, ModalMethod>;
}

/**
 * Toasts and dialogs for every screen, as antd's `useFeedback()` gives them; a call made before their
 * code has arrived is shown once it has. Fire and forget: nothing waits on what a call returns.
 */
export interface Feedback {
  message: { [M in MessageMethod]: (...args: Parameters<MessageInstance[M]>) => void };
  modal: { [M in ModalMethod]: (...args: Parameters<HookAPI[M]>) => void };
}

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}

type Call = { api: keyof FeedbackApis; method: string; args: unknown[] };

const invoke = (apis: FeedbackApis, { api, method, args }: Call) => void (apis[api] as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!(...args);

/**
 * Routes the page's calls to antd's holders once they are there (`ready`); a call made before waits
 * for them, and `onAsked` says that one is waiting (their code is then asked for at once).
 */
export function feedbackHub(onAsked: () => void) {
  let apis: FeedbackApis | undefined;
  const waiting: Call[] = [];
  const forward = (call: Call) => {
    if (apis) return invoke(apis, call);
    waiting.push(call);
    onAsked();
  };
  const methods = (api: Call['api'], names: readonly string[]) => Object.fromEntries(names.map((method) => [method, (...args: unknown[]) => forward({ api, method, args })]));
  return {
    feedback: { message: methods('message', MESSAGE_METHODS), modal: methods('modal', MODAL_METHODS) } as unknown as Feedback,
    ready(ready: FeedbackApis) {
      apis = ready;
      for (const call of waiting.splice(0)) invoke(ready, call);
    },
  };
}
