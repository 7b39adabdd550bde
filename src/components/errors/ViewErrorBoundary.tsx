import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface State {
  error: Error | null;
}

const isChunkError = (error: Error) => /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** A crashing view shows the error with retry; the shell keeps working. A chunk gone after a deploy offers a reload. */
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
        <Result
          status="warning"
          title={t('error.chunkFailed')}
          extra={<Button type="primary" onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
        />
      );
    }
    return (
      <Result
        status="error"
        title={t('error.viewCrashed')}
        subTitle={error.message}
        extra={<Button type="primary" onClick={() => this.setState({ error: null })}>{t('error.retry')}</Button>}
      />
    );
  }
}

export const ViewErrorBoundary = withTranslation()(ViewErrorBoundaryInner);
