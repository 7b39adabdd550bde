/** Checks for values read from outside (the network, browser storage) before they are trusted. */
export const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
export const isOptionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';
