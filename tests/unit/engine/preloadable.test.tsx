/**
 * A component whose code loads on demand without suspending (`preloadable`): its placeholder until the
 * code is in, then the component; at once when preloaded; a failed load thrown to the error boundary,
 * whose retry loads it anew; a load only started (`warm`) leaves its failure to the render.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/engine/preloadable';
import { aFrame } from '../../helpers/clock';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError = (error: Error) => ({ error });
  render() {
    return this.state.error ? <button onClick={() => this.setState({ error: null })}>Retry after {this.state.error.message}</button> : this.props.children;
  }
}

describe('preloadable', () => {
  it('shows its placeholder, not a Suspense fallback, until its code is in, then the component', async () => {
    let arrive = (_: { default: typeof Hello }) => {};
    const Lazy = preloadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)), <span>placeholder</span>);
    render(
      <Suspense fallback="suspended">
        <Lazy name="pen" />
      </Suspense>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).toBeNull();
    arrive({ default: Hello });
    expect(await screen.findByText('Hello pen')).toBeInTheDocument();
  });

  it('renders in the same pass once preloaded, and loads its code once', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      return { default: Hello };
    }, 'placeholder');
    expect(await Lazy.preload()).toBe(Hello);
    render(<Lazy name="cup" />);
    expect(screen.getByText('Hello cup')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(loads).toBe(1);
  });

  it('throws a failed load to its error boundary, whose retry loads the code again', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    render(
      <Boundary>
        <Lazy name="ink" />
      </Boundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Retry after Failed to fetch/ }));
    expect(await screen.findByText('Hello ink')).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('warms with one load shared with the render, and leaves a failure to the render, not to the caller', async () => {
    let loads = 0;
    const Lazy = preloadable<{ name: string }>(async () => {
      loads += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(Lazy.warm()).toBeUndefined();
      await aFrame();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    render(
      <Boundary>
        <Lazy name="ink" />
      </Boundary>,
    );
    expect(await screen.findByRole('button', { name: /Retry after Failed to fetch/ })).toBeInTheDocument();
    // The failed warm-up was forgotten: the render asked again.
    expect(loads).toBe(2);
  });
});
