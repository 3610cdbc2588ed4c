import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';

/**
 * Clickable back arrow (SPEC §2): goes back in history, or home when the page was opened
 * directly. The arrow is mirrored by CSS in right-to-left pages.
 */
export function BackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; 0 means there is nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <button type="button" className="icon-button back-button" onClick={goBack} aria-label={label}>
      <ArrowLeft aria-hidden="true" size={22} />
    </button>
  );
}
