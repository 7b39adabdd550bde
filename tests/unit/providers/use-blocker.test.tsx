import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsoleRouter, useBlocker } from '@/providers/ConsoleRouter';
import { memoryRouter } from '../../helpers/memory-router';

/** A page that holds every navigation away from `from` while `holding`. */
function Guard({ from, holding }: { from: string; holding: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => holding && currentLocation.pathname === from && nextLocation.pathname !== from);
  return (
    <p data-testid={`guard-${from}`}>
      {blocker.state}
      {blocker.state === 'blocked' && (
        <>
          <button onClick={blocker.proceed}>leave</button>
          <button onClick={blocker.reset}>stay</button>
        </>
      )}
    </p>
  );
}

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** The page at `path`, with a guard on /form and one on /other. */
function mount(path: string) {
  const router = memoryRouter(path);
  const tree = (holding: boolean) => (
    <ConsoleRouter router={router}>
      <Where />
      <Guard from="/form" holding={holding} />
      <Guard from="/other" holding={holding} />
    </ConsoleRouter>
  );
  const view = render(tree(true));
  return { router, rerender: (holding: boolean) => view.rerender(tree(holding)) };
}

describe('useBlocker on the console router', () => {
  it('turns blocked in the page that holds the navigation only, and the page follows when the user leaves', async () => {
    const { router } = mount('/form');
    act(() => router.navigate('/dashboard'));
    expect(screen.getByTestId('guard-/form')).toHaveTextContent('blocked');
    expect(screen.getByTestId('guard-/other')).toHaveTextContent('unblocked');
    expect(screen.getByTestId('where')).toHaveTextContent('/form');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('guard-/form')).toHaveTextContent('unblocked');
  });

  it('stays when the user stays', async () => {
    const { router } = mount('/form');
    act(() => router.navigate('/dashboard'));
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.getByTestId('guard-/form')).toHaveTextContent('unblocked');
    expect(screen.getByTestId('where')).toHaveTextContent('/form');
  });

  it('asks the function of the latest render: a page that stopped holding lets the navigation through', async () => {
    const { router, rerender } = mount('/form');
    rerender(false);
    act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('guard-/form')).toHaveTextContent('unblocked');
  });
});
