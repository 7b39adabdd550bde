/** The decoration area's tables (journaled, seeded on first use, reset with the store). */
import { defineArea } from '../../db/store';
import { seedNavigations, seedPages, seedSlides, seedThemeChoices } from './seed';
import type { NavigationRecord, PageRecord, ShopThemeChoice, SlideRecord } from './types';

export const decorationDb = defineArea('decoration', (table, core) => {
  const pages = table<PageRecord>('decorationPages', (r) => r.id);
  const navigations = table<NavigationRecord>('shopNavigations', (r) => r.id);
  const slides = table<SlideRecord>('shopSlides', (r) => r.silde_id);
  const themeChoices = table<ShopThemeChoice>('shopThemeChoices', (r) => r.shop_id);
  seedPages(core).forEach((r) => pages.load(r));
  seedNavigations().forEach((r) => navigations.load(r));
  seedSlides().forEach((r) => slides.load(r));
  seedThemeChoices(core).forEach((r) => themeChoices.load(r));
  const lastId = <T>(t: { all(): T[] }, idOf: (r: T) => string) => String(Math.max(0, ...t.all().map((r) => Number(idOf(r)))));
  /** Highest seeded id of each table: where its `nextId` sequence starts. */
  const seeded = { page: lastId(pages, (r) => r.id), navigation: lastId(navigations, (r) => r.id), slide: lastId(slides, (r) => r.silde_id) };
  return { pages, navigations, slides, themeChoices, seeded };
});
