import { redirect } from 'react-router';
import type { Route } from './+types/search-redirect';
import { SEARCH_PATH } from '../features/search/search-paths.ts';

/** `/search` (a menu item's route) is the search page of SPEC §2 under its own path. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${SEARCH_PATH}${new URL(request.url).search}`, 301);
}
