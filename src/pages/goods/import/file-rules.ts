/** Which files an import accepts (api reference §3.5): checked in the browser before anything is uploaded. */

export type ImportFileKind = 'spreadsheet' | 'archive';

export interface FileRule {
  /** Lower-case extensions with the dot. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
}

const MB = 1024 * 1024;

export const FILE_RULES: Readonly<Record<ImportFileKind, FileRule>> = {
  spreadsheet: { extensions: ['.xls', '.xlsx'], maxBytes: 2 * MB },
  archive: { extensions: ['.zip'], maxBytes: 10 * MB },
};

export type FileRefusal =
  | { reason: 'type'; types: string }
  | { reason: 'size'; limit: string }
  | { reason: 'empty' };

/** `.xls, .xlsx` */
export const typesText = (rule: FileRule) => rule.extensions.join(', ');
/** `2 MB` */
export const limitText = (rule: FileRule) => `${Number((rule.maxBytes / MB).toFixed(2))} MB`;
/** The `accept` attribute of the file input. */
export const acceptAttribute = (rule: FileRule) => rule.extensions.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** null when the file may be uploaded; otherwise why not (type first, then size). */
export function checkImportFile(file: Pick<File, 'name' | 'size'>, rule: FileRule): FileRefusal | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return { reason: 'type', types: typesText(rule) };
  if (file.size > rule.maxBytes) return { reason: 'size', limit: limitText(rule) };
  if (file.size === 0) return { reason: 'empty' };
  return null;
}

/** The i18n key and values of a refusal's message (namespace goodsImport). */
export function refusalMessage(refusal: FileRefusal): { key: string; values: Record<string, string> } {
  switch (refusal.reason) {
    case 'type':
      return { key: 'goodsImport:refused.type', values: { types: refusal.types } };
    case 'size':
      return { key: 'goodsImport:refused.size', values: { limit: refusal.limit } };
    case 'empty':
      return { key: 'goodsImport:refused.empty', values: {} };
  }
}
