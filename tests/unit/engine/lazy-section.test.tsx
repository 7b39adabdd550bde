/**
 * A record page's custom section (`lazySection`): its code loads once, whether asked ahead by the page's
 * preload or by its first render, and a failed load is tried again on the next ask.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazySection, preloadSections } from '@/engine/record/lazy-section';
import type { SectionProps } from '@/engine/record/types';

type Thing = { id: string; name: string };
const Shown = ({ record }: SectionProps<Thing>) => <p>Shown {record.name}</p>;

describe('lazySection', () => {
  it('loads its code once for the preload and the render', async () => {
    let loads = 0;
    const Section = lazySection<Thing>(async () => {
      loads += 1;
      return { default: Shown };
    });
    preloadSections({ sections: [{ key: 'a', kind: 'fields', fields: [] }, { key: 'b', kind: 'custom', component: Section }] });
    expect(loads).toBe(1);
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Section record={{ id: '1', name: 'pen' }} reload={() => undefined} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Shown pen')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('once its code is in, renders in the same pass, without its fallback (React’s lazy shows it once)', async () => {
    const Section = lazySection<Thing>(async () => ({ default: Shown }));
    await Section.preload();
    render(
      <Suspense fallback="loading">
        <Section record={{ id: '1', name: 'cup' }} reload={() => undefined} />
      </Suspense>,
    );
    expect(screen.getByText('Shown cup')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('asks again after a failed load, so that a retry can succeed', async () => {
    let loads = 0;
    const Section = lazySection<Thing>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Shown };
    });
    await expect(Section.preload()).rejects.toThrow('Failed to fetch');
    await expect(Section.preload()).resolves.toBe(Shown);
    expect(loads).toBe(2);
  });

  it('swallows a failed preload (the section shows the failure when it renders)', async () => {
    const Section = lazySection<Thing>(() => Promise.reject(new TypeError('offline')));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    preloadSections({ sections: [{ key: 'b', kind: 'custom', component: Section }] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});
