import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleRouter, type BlockerFunction } from '@/providers/console-router';

const routerAt = (paths: string[], basename = '/') => {
  const history = createMemoryHistory({ initialEntries: paths, initialIndex: paths.length - 1 });
  const router = createConsoleRouter(history, basename);
  const updates: string[] = [];
  router.subscribe((update) => updates.push(`${update.action} ${update.location.pathname}${update.location.search}${update.flushSync ? ' at once' : ''}`));
  return { history, router, updates };
};

/** Holds every navigation away from `from`, as a form with unsaved changes does. */
const leaving =
  (from: string): BlockerFunction =>
  ({ currentLocation, nextLocation }) =>
    currentLocation.pathname === from && nextLocation.pathname !== from;

describe('the console router', () => {
  it('tells its listeners of each navigation, and of one that asks to show at once', () => {
    const { router, updates } = routerAt(['/goods/goods-list']);
    router.navigate('/order/order-list?page=2');
    router.navigate('/goods/goods-list', { flushSync: true });
    router.navigate('/dashboard', { replace: true });
    expect(updates).toEqual(['PUSH /order/order-list?page=2', 'PUSH /goods/goods-list at once', 'REPLACE /dashboard']);
    expect(router.path).toBe('/dashboard');
  });

  it('hands React Router’s navigator the flushSync its hooks pass on', () => {
    const { router, updates } = routerAt(['/goods/goods-list']);
    router.navigator.push('/order/order-list', undefined, { flushSync: true } as never);
    router.navigator.replace('/dashboard');
    expect(updates).toEqual(['PUSH /order/order-list at once', 'REPLACE /dashboard']);
  });

  it('holds a navigation a blocker names until the user goes on', () => {
    const { router, updates } = routerAt(['/test/promo-add']);
    router.block('form', leaving('/test/promo-add'));
    router.navigate('/dashboard');
    expect(router.path).toBe('/test/promo-add');
    expect(updates).toEqual([]);
    expect(router.blocked).toMatchObject({ state: 'blocked', key: 'form' });
    router.blocked!.proceed();
    expect(router.blocked).toBeUndefined();
    expect(router.path).toBe('/dashboard');
    expect(updates).toEqual(['PUSH /dashboard']);
  });

  it('stays where it is when the user stays, and lets through what the blocker does not name', () => {
    const { router, updates } = routerAt(['/test/promo-add']);
    router.block('form', leaving('/test/promo-add'));
    router.navigate('/dashboard');
    router.blocked!.reset();
    expect(router.blocked).toBeUndefined();
    expect(router.path).toBe('/test/promo-add');
    router.navigate('/test/promo-add?step=2');
    expect(updates).toEqual(['PUSH /test/promo-add?step=2']);
  });

  it('undoes a held back step at once, and takes it when the user goes on', () => {
    const { history, router, updates } = routerAt(['/goods/goods-list', '/test/promo-add']);
    router.block('form', leaving('/test/promo-add'));
    history.go(-1);
    expect(history.location.pathname).toBe('/test/promo-add');
    expect(router.path).toBe('/test/promo-add');
    expect(updates).toEqual([]);
    router.blocked!.proceed();
    expect(history.location.pathname).toBe('/goods/goods-list');
    expect(updates).toEqual(['POP /goods/goods-list']);
  });

  it('lets every navigation through once its blocker is gone, and drops what that blocker held', () => {
    const { router, updates } = routerAt(['/test/promo-add']);
    const unblock = router.block('form', leaving('/test/promo-add'));
    const told = vi.fn();
    router.subscribeBlocked(told);
    router.navigate('/dashboard');
    unblock();
    expect(router.blocked).toBeUndefined();
    expect(told).toHaveBeenCalledTimes(2);
    router.navigate('/dashboard');
    expect(updates).toEqual(['PUSH /dashboard']);
  });

  it('works in the console’s own addresses under a base path', () => {
    const { history, router, updates } = routerAt(['/seller/test/promo-add'], '/seller');
    const asked: string[] = [];
    router.block('form', (navigation) => {
      asked.push(`${navigation.currentLocation.pathname} → ${navigation.nextLocation.pathname}`);
      return false;
    });
    router.navigate('/dashboard?x=1');
    router.navigate('/');
    expect(asked).toEqual(['/test/promo-add → /dashboard', '/dashboard → /']);
    expect(history.location.pathname).toBe('/seller');
    expect(updates).toEqual(['PUSH /seller/dashboard?x=1', 'PUSH /seller']);
    router.navigate('/goods/goods-list?page=2');
    expect(router.path).toBe('/goods/goods-list?page=2');
  });
});
