import type { FamilyHead } from '@/engine/declare';
import { registerOptions } from '@/engine/fields/registry';
import { isId } from '@/engine/params';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const marginFlowsHead: FamilyHead = { name: 'marginFlows', api: { list: 'seller/shops/margin-flow/history' }, idField: 'id' };
export const gradesHead: FamilyHead = { name: 'grades', api: { list: 'seller/shops/grades' }, idField: 'grade_id' };
export const gradeApplicationsHead: FamilyHead = { name: 'gradeApplications', api: { list: 'seller/shops/grade-applications' }, idField: 'application_id' };
export const logisticsCompaniesHead: FamilyHead = { name: 'logistics', api: { list: 'seller/shops/logi-companies' }, idField: 'logistics_company_do.id' };
export const shipTemplatesHead: FamilyHead = { name: 'shipTemplates', api: { list: 'seller/shops/ship-templates' }, idField: 'id' };
export const pickupPointsHead: FamilyHead = { name: 'pickupPoints', api: { list: 'seller/shops/pickup-points' }, idField: 'id' };
export const rolesHead: FamilyHead = { name: 'roles', api: { list: 'seller/shops/roles' }, idField: 'role_id' };
export const shopHead: FamilyHead = { name: 'shop', api: { list: 'seller/shops' }, idField: 'shop_id' };
export const clerksHead: FamilyHead = { name: 'clerks', api: { list: 'seller/shops/clerks' }, idField: 'clerk_id' };

/** A role's id in the route (`role-permission/:id`): numeric, or 0 for a new role. */
export const NEW_ROLE = '0';
export const roleIdRule = (value: string) => value === NEW_ROLE || isId(value);

// Option sources: registered with the shell (small), so that any screen or page may use them.
// The platform's top categories a shop may sell in (api reference §8.1: "business categories").
registerOptions('businessCategories', { resource: 'businessCategories', api: 'seller/goods/category/0/all-children', value: 'category_id', label: 'name', children: 'children' });
// The shop's roles a clerk may be given (api reference §8.7), all of them on one page.
registerOptions('shopRoles', { resource: 'roles', api: 'seller/shops/roles?page_size=100', value: 'role_id', label: 'role_name' });
