import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';
import { Outcome } from '../Outcome';

interface State {
  error: Error | null;
}

/** The error and what caused it, innermost last (a loader may wrap the browser's own error). */
const chain = (error: Error): Error[] => (error.cause instanceof Error ? [error, ...chain(error.cause)] : [error]);
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload/i;
const isChunkError = (error: Error) => chain(error).some((e) => CHUNK_FAILED.test(e.message));
/** What the user is told went wrong: the innermost error's own words. */
const reasonOf = (error: Error) => chain(error).at(-1)!.message;

/**
 * A crashing view shows the error with retry; the shell keeps working. Code that cannot load (a
 * network drop, a chunk gone after a deploy) shows why and offers a reload: also around the
 * signed-in console itself, which loads right after sign-in.
 */
class ViewErrorBoundaryInner extends Component<WithTranslation & { children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    const { t, children } = this.props;
    if (!error) return children;
    if (isChunkError(error)) {
      return (
        <Outcome
          status="warning"
          title={t('error.chunkFailed')}
          subTitle={reasonOf(error)}
          extra={<Button type="primary" onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
        />
      );
    }
    return (
      <Outcome
        status="error"
        title={t('error.viewCrashed')}
        subTitle={error.message}
        extra={<Button type="primary" onClick={() => this.setState({ error: null })}>{t('error.retry')}</Button>}
      />
    );
  }
}

// Pure: a build that renders no boundary (the bare /login) drops it.
export const ViewErrorBoundary = /* @__PURE__ */ (/* @__PURE__ */ withTranslation())(ViewErrorBoundaryInner);
