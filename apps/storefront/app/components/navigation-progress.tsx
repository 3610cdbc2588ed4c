import { useNavigation } from 'react-router';
import { Spinner } from './spinner.tsx';

/** A spinner in the corner while a client-side navigation loads. */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="navigation-progress">
      <Spinner label={label} />
    </div>
  );
}
