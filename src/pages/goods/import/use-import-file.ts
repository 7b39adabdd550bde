/**
 * A picked file, judged before anything is uploaded: its name and size first (at once), then what it
 * holds (read in the browser: a workbook laid out as the template, an archive with pictures). A file
 * picked while the previous one is still being read replaces it.
 */
import { useCallback, useRef, useState } from 'react';
import { checkArchive, checkSpreadsheet, contentRefusalMessage, type ContentVerdict, type FileContent } from './file-content';
import { checkImportFile, FILE_RULES, refusalMessage } from './file-rules';
import type { ImportScreenConfig } from './import-configs';
import { templateShapes } from './templates';

export interface RefusalText {
  key: string;
  values: Record<string, string>;
}

/** What the file holds, as the import's kind asks. */
export async function inspectImportFile(file: Blob, config: Pick<ImportScreenConfig, 'file' | 'templates'>): Promise<ContentVerdict> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, refusal: { reason: config.file === 'archive' ? 'notZip' : 'notSpreadsheet' } };
  }
  if (config.file === 'archive') return checkArchive(bytes);
  return checkSpreadsheet(bytes, await templateShapes(config.templates.map((tpl) => tpl.file)));
}

export function useImportFile(config: ImportScreenConfig, onAccepted: (file: File, content: FileContent) => void) {
  const [refusal, setRefusal] = useState<RefusalText | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  const take = useCallback(
    async (file: File) => {
      const id = ++latest.current;
      const refused = checkImportFile(file, FILE_RULES[config.file]);
      if (refused) {
        setChecking(false);
        setRefusal(refusalMessage(refused));
        return;
      }
      setRefusal(null);
      setChecking(true);
      const verdict = await inspectImportFile(file, config);
      if (latest.current !== id) return;
      setChecking(false);
      if (verdict.ok) onAccepted(file, verdict.content);
      else setRefusal(contentRefusalMessage(verdict.refusal));
    },
    [config, onAccepted],
  );

  return { refusal, checking, take };
}
