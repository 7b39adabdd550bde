// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftOf, linkFromAction, linkOfDraft, readLink, type Link } from '@/pages/decoration/model/links';

const BIG = '9223372036854775807';

describe('links: reading what a page holds', () => {
  it.each<[unknown, Link | null]>([
    [{ type: 'page', id: BIG, name: 'Home' }, { type: 'page', id: BIG, name: 'Home' }],
    [{ type: 'page', id: 1001 }, { type: 'page', id: '1001', name: '' }],
    [{ type: 'goods', id: '1866123456789000123', name: 'Phone' }, { type: 'goods', id: '1866123456789000123', name: 'Phone' }],
    [{ type: 'url', url: '/assemble' }, { type: 'url', url: '/assemble' }],
    [{ type: 'keyword', keyword: 'phone' }, { type: 'keyword', keyword: 'phone' }],
    [{ type: 'category', id: '494' }, { type: 'category', id: '494' }],
  ])('keeps %j', (stored, link) => {
    expect(readLink(stored)).toEqual(link);
  });

  it.each([
    null,
    'page:1001',
    { type: 'page' },
    { type: 'page', id: '9223372036854775808' },
    { type: 'page', id: 1.5 },
    // a number past 2^53 has already lost its digits: not an id
    { type: 'page', id: 2 ** 60 },
    { type: 'url', url: 'https://evil.example' },
    { type: 'url', url: '//evil.example' },
    { type: 'shop', id: '-1' },
    { type: 'keyword', keyword: '  ' },
    { type: 'teleport', id: '1' },
  ])('refuses %j', (stored) => {
    expect(readLink(stored)).toBeNull();
  });
});

describe('links: version 1 actions', () => {
  it('are read as links; NONE is no link; what breaks its rule cannot be read', () => {
    expect(linkFromAction('NONE', '')).toBeNull();
    expect(linkFromAction('URL', ' /assemble ')).toEqual({ type: 'url', url: '/assemble' });
    expect(linkFromAction('GOODS', 127)).toEqual({ type: 'goods', id: '127', name: '' });
    expect(linkFromAction('SHOP', '1')).toEqual({ type: 'shop', id: '1' });
    expect(linkFromAction('URL', 'http://x')).toBeUndefined();
    expect(linkFromAction('GOODS', '1e3')).toBeUndefined();
    expect(linkFromAction('PAGE', '1')).toBeUndefined();
  });
});

describe('links: the dialog draft', () => {
  it('makes the link of the chosen type, checked by the spec §5 rules', () => {
    const draft = draftOf(null);
    expect(linkOfDraft(draft)).toEqual({ link: null });
    expect(linkOfDraft({ ...draft, type: 'url', url: 'shop/1' })).toEqual({ error: 'pickers:action.urlPrefix' });
    expect(linkOfDraft({ ...draft, type: 'url', url: '' })).toEqual({ error: 'pickers:action.valueRequired' });
    expect(linkOfDraft({ ...draft, type: 'url', url: '/assemble' })).toEqual({ link: { type: 'url', url: '/assemble' } });
    expect(linkOfDraft({ ...draft, type: 'page' })).toEqual({ error: 'decoration:link.pageRequired' });
    expect(linkOfDraft({ ...draft, type: 'goods' })).toEqual({ error: 'decoration:link.goodsRequired' });
    expect(linkOfDraft({ ...draft, type: 'page', page: { id: BIG, name: 'Home' } })).toEqual({ link: { type: 'page', id: BIG, name: 'Home' } });
    expect(linkOfDraft({ ...draft, type: 'shop', shop: '9223372036854775808' })).toEqual({ error: 'pickers:action.idTooLarge' });
  });

  it('starts from the link it edits, and keeps the other types values while the type changes', () => {
    const page: Link = { type: 'page', id: BIG, name: 'Home' };
    const draft = { ...draftOf(page), type: 'url' as const, url: '/a' };
    expect(linkOfDraft({ ...draft, type: 'page' })).toEqual({ link: page });
  });
});
