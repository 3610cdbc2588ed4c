import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** SPEC §9: the button shows once the page is scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * SPEC §9's scroll-to-top button. `focusTargetId` names what takes the focus on the way up (the
 * skip link): the button hides itself near the top, and a focused element that disappears
 * mid-scroll makes Chromium stop the smooth scroll short of the top and drops the focus on the body.
 */
export function ScrollToTopButton({ label, focusTargetId }: { label: string; focusTargetId: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    };
    // At most one check per frame, however fast scroll events come.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Focus first, without a jump, so the button is no longer focused when it hides.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className="scroll-to-top" onClick={scrollToTop} aria-label={label} hidden={!visible}>
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
