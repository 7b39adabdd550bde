import { Link } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { fillPath } from '@/utils/api-path';

/** A record's number, linked to its page when the role may open it (`route`); `path` is a template with `{id}`. */
export function RecordLink({ route, path, id }: { route: string; path: string; id: string | number | undefined }) {
  if (id === undefined || id === null || id === '') return <>—</>;
  const text = String(id);
  return canOpen(route) ? <Link to={fillPath(path, { id: text })}>{text}</Link> : <>{text}</>;
}
