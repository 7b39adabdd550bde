/** The settings area's families and screen configs: loaded with its first screen opened (see index.ts). */
import './field-types';

export * from './deposit';
export * from './grades';
export * from './logistics';
export * from './pickup-points';
export * from './roles';
export * from './shop';
export * from './staff';
