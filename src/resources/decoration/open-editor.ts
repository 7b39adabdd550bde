/**
 * Opens a page in the decoration window (spec §4): the console's side of the hand-over is
 * `openDecorationWindow`; this only says where the editor lives (its route, outside the console's shell:
 * App.tsx). Kept free of the editor's code, so that the lists do not load it.
 */
import { config } from '@/config';
import { decorationOrigin, openDecorationWindow } from '@/session/decoration-sync';
import { fillPath } from '@/utils/api-path';

const editorUrl = (pageId: string) => `${decorationOrigin()}${config.routerBase.replace(/\/+$/, '')}${fillPath('/decoration/pages/{id}', { id: pageId })}`;

/** One hand-over per open window; a window that never answers stops being posted to when the console leaves. */
export function openPageEditor(pageId: string, win: Window = window): () => void {
  return openDecorationWindow(editorUrl(pageId), win);
}
