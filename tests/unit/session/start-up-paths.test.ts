// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startUpPaths } from '@/session/start-up-paths';

describe('the start-up checks a page opened signed in sends at once', () => {
  it("are the shop's status and the shop; a founder's role reads no permissions", () => {
    expect(startUpPaths({ uid: 1, username: 'owner', role_id: 0, founder: 1 })).toEqual(['seller/shops/status', 'seller/shops']);
  });

  it("and a clerk's role its permissions, the role id as one path segment", () => {
    expect(startUpPaths({ uid: 2, username: 'clerk', role_id: '922337203685477580', founder: 0 })).toEqual(['seller/shops/status', 'seller/shops', 'seller/shops/roles/922337203685477580/checked']);
  });
});
