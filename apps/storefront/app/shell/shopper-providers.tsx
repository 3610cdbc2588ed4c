import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { WishlistProvider } from '../features/wishlist/wishlist-provider.tsx';

/** The cart and wishlist of whomever the session acts for; both load once the session knows them. */
export function ShopperProviders({ children }: { children: ReactNode }) {
  const { userId } = useAuth();
  return (
    <CartProvider userId={userId}>
      <WishlistProvider userId={userId}>{children}</WishlistProvider>
    </CartProvider>
  );
}
