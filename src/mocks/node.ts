/** The demo marketplace in Node (tests, scripts): an MSW server with the same handlers. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
