import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CountBadge } from '../../../components/count-badge.tsx';
import { Dropdown } from '../../../components/dropdown.tsx';
import { IconButtonName } from '../../../components/icon-button-name.tsx';
import { useCart } from '../cart-provider.tsx';
import { MiniCart } from './mini-cart.tsx';

/**
 * The header cart icon with its item count. Below 768 px it is a link straight to /cart; wider,
 * it opens the mini-cart dropdown (SPEC §2). CSS shows one of the two, so no JavaScript has to
 * measure the screen and the server renders the right one.
 */
export function CartButton() {
  const { t } = useTranslation();
  const { cart } = useCart();
  const count = cart?.itemCount ?? 0;
  const label = t('ui.prisma.header.cart', { count });
  const icon = (
    <>
      <ShoppingCart aria-hidden="true" size={24} />
      <CountBadge count={count} />
    </>
  );
  return (
    <>
      <Link to="/cart" className="icon-button narrow-only">
        <IconButtonName name={label}>{icon}</IconButtonName>
      </Link>
      <Dropdown label={label} trigger={icon} className="wide-only mini-cart">
        <MiniCart />
      </Dropdown>
    </>
  );
}
