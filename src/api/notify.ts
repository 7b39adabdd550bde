/**
 * How the api client shows an error toast. The app plugs antd's message in at start-up; tests plug a spy.
 * Kept apart so the client has no UI dependency.
 */
export type ErrorNotifier = (message: string) => void;

let notifier: ErrorNotifier = () => {};

export const setErrorNotifier = (next: ErrorNotifier) => {
  notifier = next;
};
export const notifyError = (message: string) => notifier(message);
