// The one way a screen calls the API outside its list and record reads: writes are Refine mutations.
export { useApiCall as useCall } from '@/providers/use-api-call';
