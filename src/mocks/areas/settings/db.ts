/** The settings area's own tables (seeded on first use, journaled and reset like the core store). */
import { defineArea, nextId } from '../../db/store';
import { seedGradeApplications } from './grades/seed';
import { seedMarginFlows } from './margin/seed';
import { seedPickupPoints } from './pickup-points/seed';
import type { ClerkSmsRecord, GradeApplicationRecord, MarginFlowRecord, PickupPointRecord } from './types';

export const settingsDb = defineArea('settings', (table) => {
  const marginFlows = table<MarginFlowRecord>('marginFlows', (r) => r.id);
  const gradeApplications = table<GradeApplicationRecord>('gradeApplications', (r) => r.id);
  const pickupPoints = table<PickupPointRecord>('pickupPoints', (r) => r.id);
  const clerkSmsCodes = table<ClerkSmsRecord>('clerkSmsCodes', (r) => r.key);
  seedMarginFlows().forEach((r) => marginFlows.load(r));
  seedGradeApplications().forEach((r) => gradeApplications.load(r));
  seedPickupPoints().forEach((r) => pickupPoints.load(r));
  return { marginFlows, gradeApplications, pickupPoints, clerkSmsCodes };
});

/**
 * New ids of the area's records and of the core records it creates (roles, clerks, member accounts):
 * each sequence starts above every seeded id.
 */
export const newId = {
  marginFlow: () => nextId('marginFlow', '1000'),
  gradeApplication: () => nextId('gradeApplication', '1000'),
  pickupPoint: () => nextId('pickupPoint', '1000'),
  role: () => nextId('role', '100'),
  clerk: () => nextId('clerk', '100'),
  /** Members created as new clerks; the seeded buyers are 10001–10086. */
  member: () => nextId('member', '20000'),
};
