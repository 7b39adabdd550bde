import type { Action } from '../shared/actions';
import type { UploadedFile } from '../shared/upload';

/** An uploaded image with its action (spec §3 image action). */
export interface ImageItem extends Action {
  uid: string;
  url: string;
  response?: UploadedFile;
}
