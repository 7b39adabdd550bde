/** Template links and the category-code sheet (api reference §3.5). */
import { config } from '@/config';
import { readFile, readPublicBytes } from '@/providers/file-reads';
import { readSheet } from '@/utils/read-sheet';
import { saveBlob } from '@/utils/save-file';
import { templateShape, type TemplateShape } from './file-content';

/** `{seller}/import-tpl/<file>`; an empty seller URL means the console's own origin. */
export const templateUrl = (file: string) => `${config.sellerApiUrl}/import-tpl/${encodeURIComponent(file)}`;

export const CATEGORY_SHEET_URL = 'seller/goods/export/categories';

/** Fetches the shop's category-code sheet and saves it under `fileName`. */
export async function downloadCategorySheet(fileName: string): Promise<void> {
  const blob = await readFile(CATEGORY_SHEET_URL);
  saveBlob(blob, fileName);
}

const shapes = new Map<string, Promise<TemplateShape | undefined>>();

/**
 * The header and example rows of a spreadsheet template, read once per session. A template that cannot
 * be read (the server does not serve it) checks nothing: the server will judge the file.
 */
function shapeOf(file: string): Promise<TemplateShape | undefined> {
  let shape = shapes.get(file);
  if (!shape) {
    shape = readPublicBytes(`import-tpl/${encodeURIComponent(file)}`)
      .then(async (bytes) => templateShape(await readSheet(bytes)))
      .catch(() => {
        shapes.delete(file);
        return undefined;
      });
    shapes.set(file, shape);
  }
  return shape;
}

/** The shapes of an import's spreadsheet templates that could be read. */
export async function templateShapes(files: readonly string[]): Promise<TemplateShape[]> {
  const read = await Promise.all(files.filter((file) => /\.xlsx$/i.test(file)).map(shapeOf));
  return read.filter((shape): shape is TemplateShape => shape !== undefined);
}

/** Forgets the templates read (tests; a server that changed them). */
export const forgetTemplates = () => shapes.clear();
