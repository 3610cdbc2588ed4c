import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Every screen of SPEC §2, one module each, listed explicitly. */
export default [
  index('routes/home.tsx'),
  route('products/:productId', 'routes/product.tsx'),
  route('search/filterSearch', 'routes/search.tsx'),
  route('search', 'routes/search-redirect.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('wishlist/shared/:shareId', 'routes/wishlist-shared.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('account/info', 'routes/account-info.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('account/reset-password', 'routes/reset-password.tsx'),
  route('support', 'routes/support.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/result', 'routes/checkout-result.tsx'),
  route('account/orders', 'routes/account-orders.tsx'),
  route('account/orders/:orderId', 'routes/account-order.tsx'),
  route('categories/:categoryKey', 'routes/category.tsx'),
  route('pages/:pageKey', 'routes/static-page.tsx'),
  route('contact', 'routes/contact.tsx'),
  // The application shell with an empty main area: the offline / navigation fallback.
  route('_app', 'routes/app-shell.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
