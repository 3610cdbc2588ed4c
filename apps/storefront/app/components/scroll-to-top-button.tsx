import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** SPEC §9: the button shows once the page is scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton({ label }: { label: string }) {
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
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className="scroll-to-top" onClick={scrollToTop} aria-label={label} hidden={!visible}>
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
