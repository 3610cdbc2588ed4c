import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFound } from '../components/not-found.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'ui.prisma.page.notFound.title');

/** Any path no other route matches: the page answers HTTP 404, inside the usual shell. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
