import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createConsoleRouter } from '@/providers/console-router';

/** The console's router on a memory history at `path`, as tests mount it. */
export const memoryRouter = (path: string) => createConsoleRouter(createMemoryHistory({ initialEntries: [path] }));
