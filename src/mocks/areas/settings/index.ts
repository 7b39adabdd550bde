/**
 * The settings backend of the demo marketplace (api reference §8 but §8.4 and §8.10): shop info and forms,
 * deposit, warning threshold, invoices, redeem password, freight templates, staff, roles, and the designed
 * pickup-point and grade-application APIs (docs/api/). Material centre handlers stay in handlers/resources.ts.
 */
import { clerkHandlers } from './staff/handlers';
import { gradeHandlers } from './grades/handlers';
import { marginHandlers } from './margin/handlers';
import { pickupPointHandlers } from './pickup-points/handlers';
import { roleHandlers } from './roles/handlers';
import { shipTemplateHandlers } from './ship-templates/handlers';
import { shopSettingHandlers } from './shop/handlers';

export const settingsHandlers = [
  ...shopSettingHandlers,
  ...marginHandlers,
  ...shipTemplateHandlers,
  ...clerkHandlers,
  ...roleHandlers,
  ...pickupPointHandlers,
  ...gradeHandlers,
];
