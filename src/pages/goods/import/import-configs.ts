/** The five goods imports as data: one shared screen shows each of them (api reference §3.5). */
import type { ImportFileKind } from './file-rules';

export type ImportScreenId = 'spu' | 'sku' | 'parameter' | 'goodsImage' | 'goodsInfo';

export interface ImportTemplate {
  /** File under `{seller}/import-tpl/`. */
  file: string;
  /** Label key under `goodsImport:templates`. */
  label: string;
}

export interface ImportScreenConfig {
  /** Title and help text keys: `goodsImport:screens.<id>.title|help`. */
  id: ImportScreenId;
  /** POST, multipart field `file`, answers `{task_id}`. */
  uploadUrl: string;
  file: ImportFileKind;
  templates: readonly ImportTemplate[];
  /** Offer the shop's category-code sheet (`GET seller/goods/export/categories`). */
  categorySheet: boolean;
  /** The task's module type in the import records (§8.10). */
  moduleType: 'SpuImport' | 'SkuImport' | 'ParameterImport' | 'GalleryImport' | 'GoodsDetailImport';
}

export const IMPORT_SCREENS: Readonly<Record<ImportScreenId, ImportScreenConfig>> = {
  spu: {
    id: 'spu',
    uploadUrl: 'seller/goods/imports/spu',
    file: 'spreadsheet',
    templates: [
      { file: 'spu.xlsx', label: 'spu' },
      { file: 'spu-virtual.xlsx', label: 'spuVirtual' },
    ],
    categorySheet: true,
    moduleType: 'SpuImport',
  },
  sku: {
    id: 'sku',
    uploadUrl: 'seller/goods/imports/sku',
    file: 'spreadsheet',
    templates: [{ file: 'sku.xlsx', label: 'sku' }],
    categorySheet: true,
    moduleType: 'SkuImport',
  },
  parameter: {
    id: 'parameter',
    uploadUrl: 'seller/goods/imports/param',
    file: 'spreadsheet',
    templates: [{ file: 'parameter.xlsx', label: 'parameter' }],
    categorySheet: false,
    moduleType: 'ParameterImport',
  },
  goodsImage: {
    id: 'goodsImage',
    uploadUrl: 'seller/goods/imports/image/gallery',
    file: 'archive',
    templates: [
      { file: 'spuDemo.zip', label: 'spuDemo' },
      { file: 'skuDemo.zip', label: 'skuDemo' },
    ],
    categorySheet: false,
    moduleType: 'GalleryImport',
  },
  goodsInfo: {
    id: 'goodsInfo',
    uploadUrl: 'seller/goods/imports/image/detail',
    file: 'archive',
    templates: [{ file: 'detail.zip', label: 'detail' }],
    categorySheet: false,
    moduleType: 'GoodsDetailImport',
  },
};

export const IMPORT_RECORDS_PATH = '/backstage-task/import-record';
