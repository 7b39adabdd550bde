import { can, type Access } from './permissions';
import type { ShopKind } from '@/engine/declare';

/** Spec §6: in-app messaging on, full access or a 'chat' entry, and not a supplier. */
export const showChat = (opts: { imEnabled: boolean; access: Access; shopKind: ShopKind }) =>
  opts.imEnabled && opts.shopKind !== 'supplier' && can(opts.access, 'chat');
