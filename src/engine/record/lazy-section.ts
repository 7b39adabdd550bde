import { Skeleton } from 'antd';
import { createElement, type ComponentType } from 'react';
import { preloadable } from '../preloadable';
import type { SectionComponent, SectionProps, ShowConfig } from './types';

/**
 * A custom section's component, whose code loads with its record page's declaration (`preloadSections`:
 * when a row's link is pointed at or followed, or the page opens), not once the page has rendered
 * without it; a skeleton shows until it is in.
 */
export const lazySection = <R,>(load: () => Promise<{ default: ComponentType<SectionProps<R>> }>): SectionComponent<R> => preloadable(load, createElement(Skeleton, { active: true }));

/** Starts loading the code of a record page's custom sections (a failure shows when the section renders). */
export function preloadSections<R>(config: ShowConfig<R>) {
  for (const section of config.sections) if (section.kind === 'custom') section.component.warm();
}
