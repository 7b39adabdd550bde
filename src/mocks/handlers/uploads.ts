/** `seller/uploaders`: multipart `file` → `{name, ext, url}`; small images come back as data URLs of their bytes. */
import { badParam } from '../lib/errors';
import { placeholderImage } from '../lib/images';
import { route } from './route';

const INLINE_LIMIT = 256 * 1024;

async function dataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export const uploadHandlers = [
  route('post', '*/seller/uploaders', async (ctx) => {
    const file = (await ctx.fields()).file;
    if (!(file instanceof File)) throw badParam('请选择要上传的文件(file)', 'file is required');
    const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
    const isImage = file.type.startsWith('image/') || ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'].includes(ext);
    const url = isImage && file.size <= INLINE_LIMIT ? await dataUrl(file) : placeholderImage(isImage ? '#409EFF' : '#2C3E50', (ext || 'file').toUpperCase().slice(0, 3), 320);
    return { name: file.name, ext, url };
  }),
];
