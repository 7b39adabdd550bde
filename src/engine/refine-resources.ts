import type { ResourceProps } from '@refinedev/core';
import type { ScreenDeclaration } from '@/resources/types';
import { everyRoute } from './routes';

/** Refine's resources, from the same declarations as the routes (access decides what a role may use). */
export const refineResources = (screens: readonly ScreenDeclaration[]): ResourceProps[] =>
  everyRoute(screens).map((route) => ({
    name: route.name,
    list: route.path,
    meta: { label: `menu:${route.title}`, hide: route.hidden, ...route.api },
  }));
