/**
 * A record page's custom sections (`lazySection`, `preloadSections`): the page's preload asks for the code
 * of its custom sections only, once for the preload and the render, and a failed preload is left for
 * the section to show. How a preloadable renders is tests/unit/engine/preloadable.test.tsx.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazySection, preloadSections } from '@/engine/record/lazy-section';
import type { SectionProps } from '@/engine/record/types';
import { aFrame } from '../../helpers/clock';

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

  it('swallows a failed preload (the section shows the failure when it renders)', async () => {
    const Section = lazySection<Thing>(() => Promise.reject(new TypeError('offline')));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    preloadSections({ sections: [{ key: 'b', kind: 'custom', component: Section }] });
    await aFrame();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});
