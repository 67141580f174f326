import { Navigate, useSearchParams } from 'react-router';
import { searchShortcutTarget } from '@/features/search/search-shortcuts';

/** `/search?type=…&feature=…` (footer links) lands on the search page with the matching scope and filter. */
export function SearchRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={searchShortcutTarget(params)} replace />;
}
