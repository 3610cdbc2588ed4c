import type { Route } from './+types/app-shell';
import { pageMeta } from '../shell/page-meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, null);

/** The bare application shell: the root draws header and footer, this main area stays empty. */
export default function AppShellPage() {
  return null;
}
