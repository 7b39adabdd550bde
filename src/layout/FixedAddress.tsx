import { useContext, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router';

/**
 * For parts of the shell that do not show the address (the header's tools) but read it anyway: Refine's
 * data hooks parse it (through the router binding) in every component that uses them, so each
 * navigation rendered the header's tools again (4–7 ms of every page of a list, tab switch and record
 * opened). They see the address they first rendered at; they navigate to absolute paths, which do not
 * depend on it, and render with their own state and calls as before.
 */
export function FixedAddress({ children }: { children: ReactNode }) {
  const [location] = useState(useContext(LocationContext));
  const [route] = useState(useContext(RouteContext));
  return (
    <RouteContext.Provider value={route}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}
