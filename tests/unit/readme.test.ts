// @vitest-environment node
/**
 * The README's "how to add a screen": its checklist names files that exist and the generator's script,
 * its examples are excerpts of real files; and the documented page JSON is one the editor reads as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePageData } from '@/pages/decoration/model/document';
import { readLink } from '@/pages/decoration/model/links';
import { SCHEMA_VERSION } from '@/schemas/decoration/page-document';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## How to add a screen'));
const blocks = [...section.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, file, body]) => ({ file: file!, body: body!.trimEnd() }));

// The section's paths: `src/...`, `tests/...`, `docs/...`, `scripts/...` in backquotes (a file or a folder).
const paths = [...new Set([...section.matchAll(/`((?:src|tests|docs|scripts)\/[\w./-]+)`/g)].map(([, path]) => path!))];

describe('README checklist', () => {
  it('names the places a family touches, and the generator', () => {
    expect(section.match(/^- \[ \] /gm)?.length).toBeGreaterThanOrEqual(10);
    expect(paths.length).toBeGreaterThanOrEqual(15);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(section).toContain('npm run new:screen');
    expect(scripts['new:screen']).toBe('node scripts/new-screen.mjs');
  });

  it.each(paths)('%s exists', (path) => {
    expect(existsSync(path)).toBe(true);
  });
});

describe('README examples', () => {
  it('has examples of a head, routes and a family', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
  });

  it.each(blocks.map((b) => [b.file, b.body.split('\n')[0], b] as const))('%s: "%s…" is in the file', (_file, _first, block) => {
    expect(readFileSync(block.file, 'utf8')).toContain(block.body);
  });
});

describe('the page JSON of docs/api/decoration.md', () => {
  const contract = readFileSync('docs/api/decoration.md', 'utf8');
  const decoration = contract.slice(contract.indexOf('## The page JSON'));
  const example = /```json\n([\s\S]*?)```/.exec(decoration)?.[1] ?? '';

  it('is a document of the current version that reading leaves as it is', () => {
    const stored = JSON.parse(example) as { version: number };
    expect(stored.version).toBe(SCHEMA_VERSION);
    expect(parsePageData(example)).toEqual(stored);
  });

  it('shows only links the editor reads', () => {
    const links = [...example.matchAll(/"link": (\{[^}]*\})/g)].map(([, text]) => JSON.parse(text!) as unknown);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(readLink(link)).toEqual(link);
  });
});
