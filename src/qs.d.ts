// qs comes with @refinedev/react-router (its binding parses the address with it); the console's router
// provider parses the same way (src/providers/router-provider.ts). Only what it uses is typed.
declare module 'qs' {
  const qs: { parse(text: string, options?: { ignoreQueryPrefix?: boolean; depth?: number }): Record<string, unknown> };
  export default qs;
}
