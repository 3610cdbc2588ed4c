import { Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { Wishlist } from '@storefront/contracts';
import { errorToastMessage, successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useWishlistActions } from '../wishlist-provider.tsx';

/**
 * Public or private, and SHARE: makes the list public, copies its link to the clipboard and
 * shows the link too, for browsers that refuse the clipboard and for shoppers who paste it later.
 */
export function WishlistSharing({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useTranslation();
  const { setPublic, share } = useWishlistActions();
  const [pending, setPending] = useState(false);
  // The visibility being saved, shown at once so the switch moves under the finger.
  const [askedPublic, setAskedPublic] = useState<boolean | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const linkId = useId();

  const run = async (task: () => Promise<void>) => {
    setPending(true);
    try {
      await task();
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  const changeVisibility = async (isPublic: boolean) => {
    setAskedPublic(isPublic);
    await run(async () => {
      toast.success(successToastMessage(await setPublic(isPublic), t));
    });
    setAskedPublic(null);
  };

  const shareLink = () =>
    run(async () => {
      const url = new URL((await share()).shareUrl, window.location.origin).href;
      setShareUrl(url);
      try {
        await navigator.clipboard.writeText(url);
        toast.success(t('ui.prisma.wishlist.sharing.copied'));
      } catch {
        // No clipboard (an insecure page, or permission refused): the shopper copies the field.
        toast.info(t('ui.prisma.wishlist.sharing.copyYourself'));
        linkRef.current?.select();
      }
    });

  return (
    <section className="wishlist-sharing" aria-labelledby={titleId}>
      <h2 id={titleId} className="wishlist-sharing__title">
        {t('ui.prisma.wishlist.sharing.title')}
      </h2>
      <label className="checkbox-field">
        <input
          type="checkbox"
          role="switch"
          checked={askedPublic ?? wishlist.isPublic}
          disabled={pending}
          onChange={(event) => void changeVisibility(event.currentTarget.checked)}
        />
        {t('ui.prisma.wishlist.sharing.public')}
      </label>
      <p className="field__hint">
        {wishlist.isPublic ? t('ui.prisma.wishlist.sharing.publicHint') : t('ui.prisma.wishlist.sharing.privateHint')}
      </p>
      <button type="button" className="button button--outline" disabled={pending} onClick={() => void shareLink()}>
        <Share2 aria-hidden="true" size={18} />
        {t('ui.prisma.wishlist.sharing.share')}
      </button>
      {wishlist.isPublic && shareUrl && (
        <div className="field">
          <label htmlFor={linkId} className="field__label">
            {t('ui.prisma.wishlist.sharing.link')}
          </label>
          <input
            ref={linkRef}
            id={linkId}
            className="field__control"
            dir="ltr"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </section>
  );
}
