import { createHash } from 'node:crypto';
import {
  goodsAmountOf,
  type Address,
  type CartItem,
  type PaymentLink,
  type PlaceOrderBodySchema,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import {
  createOrdersRepository,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository.ts';
import { snapshotAddress } from './order-mapping.ts';
import type { StockShortage } from './stock-shortage.ts';
import type { OrderEventListener } from './order-lifecycle.ts';
import { orderProblem, payerOf, paymentDetails } from './order-messages.ts';
import { type CartCheckout, type CheckoutCart, shippingFor } from '../cart/index.ts';
import type { CatalogueService, StockLedger } from '../catalogue/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { type PromoRedemption, promoMessage } from '../promotions/index.ts';

type PlaceOrderBody = z.output<typeof PlaceOrderBodySchema>;
type OrderLineInput = PlaceOrderBody['items'][number];

export interface OrderPlacementDependencies {
  db: Database;
  /** Told of the placed order inside its transaction. */
  onOrderEvent: OrderEventListener;
  repository: OrdersRepository;
  cartCheckout: CartCheckout;
  catalogue: Pick<CatalogueService, 'findPricedVariations'>;
  stock: Pick<StockLedger, 'take'>;
  addresses: Pick<AddressesService, 'get'>;
  shipping: Pick<ShippingService, 'getFee' | 'assertSlotBookable' | 'reserveSlot'>;
  payments: Pick<
    PaymentsService,
    'getCheckoutProvider' | 'checkEligibility' | 'openRequest' | 'ensurePaymentLink' | 'findOpenRequestOfOrder'
  >;
  promos: Pick<PromoRedemption, 'redeem'>;
  /** The theme's enforce_checkout_terms, read at each order (the operator may change it). */
  checkoutTermsEnforced(): boolean;
  paymentTimeoutMinutes: number;
  stockShortage: StockShortage;
  /** Online orders waiting for payment a customer, and a client address, may have at once. */
  unpaidOrderLimits: { unpaidOrdersPerCustomer: number; unpaidOrdersPerAddress: number };
}

/** An order priced and checked, ready to be written. */
interface PreparedOrder {
  cart: CheckoutCart['cart'];
  lines: Omit<NewOrderLine, 'sku'>[];
  promoCodeId: number | null;
  providerId: number;
  paysOnline: boolean;
  order: Omit<NewOrder, 'idempotencyKey' | 'idempotencyFingerprint' | 'placedFrom'>;
}

/** An Idempotency-Key and the request it first came with. */
interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

/** The body as validated (keys in schema order), hashed: equal requests give equal fingerprints. */
const fingerprintOf = (body: PlaceOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface PlacementResult {
  order: OrderRow;
  payment: PaymentLink | null;
  /** True when an Idempotency-Key named an order placed before: nothing new was made. */
  replayed: boolean;
}

/**
 * Pairs the client's order lines with the cart's: each cart line needs a client line of the same
 * product (and variation, when named) and quantity, and no client line may be left over. Answers
 * the client's notes per cart line; null when they differ (the shopper saw another cart).
 */
function matchLines(cartLines: CartItem[], requested: OrderLineInput[]): Map<number, string> | null {
  if (cartLines.length !== requested.length) return null;
  const unmatched = [...requested];
  const notes = new Map<number, string>();
  for (const line of cartLines) {
    const index = unmatched.findIndex(
      (item) =>
        item.productId === line.productId &&
        (item.variationId == null || item.variationId === line.variationId) &&
        item.quantity === line.productQuantity,
    );
    if (index === -1) return null;
    notes.set(line.itemId, unmatched.splice(index, 1)[0]!.itemNotes);
  }
  return notes;
}

/**
 * Places an order from the customer's cart, as the orchestrator of checkout: the server prices
 * every line, the discount and the fee from its own data (the client's money fields are never
 * read), then one transaction claims the cart's lines, takes the stock, the delivery slot's place
 * and the promo use, and writes the order with its lines, first history entry and, for online
 * payment, its payment request. Any shortage rolls all of it back.
 */
export function createOrderPlacement(deps: OrderPlacementDependencies) {
  const { db, repository, cartCheckout, catalogue, stock, addresses, shipping, payments, promos } = deps;

  /** The address in both languages, frozen; throws ADDRESS_NOT_FOUND (404) unless it is the customer's. */
  async function snapshot(customerId: string, addressId: number) {
    const [english, arabic]: Address[] = await Promise.all([
      addresses.get(customerId, addressId, 'en'),
      addresses.get(customerId, addressId, 'ar'),
    ]);
    return snapshotAddress(english!, arabic!);
  }

  /**
   * An order placed before under this key, with where to pay it while it waits for its money.
   * A key sent again with another body is a client bug, not a retry: 422, as Stripe answers.
   */
  async function replay(order: OrderRow, request: IdempotentRequest, language: ContentLanguage) {
    if (order.idempotencyFingerprint !== null && order.idempotencyFingerprint !== request.fingerprint)
      throw orderProblem('IDEMPOTENCY_KEY_REUSED', language);
    const open = await payments.findOpenRequestOfOrder(order.id);
    const payment = open ? await payments.ensurePaymentLink(open, paymentDetails(order, language)) : null;
    return { order, payment, replayed: true } satisfies PlacementResult;
  }

  /** Everything the order will say, read and priced before its transaction; checks what the client chose. */
  async function prepare(customerId: string, body: PlaceOrderBody, language: ContentLanguage): Promise<PreparedOrder> {
    if (deps.checkoutTermsEnforced() && body.acceptCheckoutTerms !== true)
      throw orderProblem('CHECKOUT_TERMS_NOT_ACCEPTED', language);
    const { cart, promoCodeId } = await cartCheckout.getCartForCheckout(customerId, language);
    if (cart.items.length === 0) throw orderProblem('CART_EMPTY', language);
    const notes = matchLines(cart.items, body.items);
    if (!notes) throw orderProblem('CART_CHANGED', language);

    const billingAddress = await snapshot(customerId, body.billingAddressId);
    const shippingAddress = body.shipToSameBillingAddress
      ? billingAddress
      : await snapshot(customerId, body.shippingAddressId!);
    const shippingFee = shippingFor(await shipping.getFee(body.shippingMethodId, goodsAmountOf(cart)), cart.itemCount);
    const total = cart.subTotal - cart.discount + shippingFee;
    const slotId = body.deliverySlotId ?? null;
    if (slotId !== null) await shipping.assertSlotBookable(slotId, language);
    const provider = await payments.getCheckoutProvider(body.paymentMethodId, total, language);
    // Nothing to collect online (a free order) is confirmed at once, like cash on delivery.
    const paysOnline = provider.adapter.online && total > 0;
    // A buy-now-pay-later gateway scores the shopper before anything is written (stock, slot, promo stay free).
    if (paysOnline)
      await payments.checkEligibility(
        provider,
        { amount: total, currency: 'KWD', payer: payerOf(billingAddress) },
        language,
      );

    const otherLanguage = language === 'ar' ? 'en' : 'ar';
    const otherNames = new Map(
      (
        await catalogue.findPricedVariations(
          cart.items.map((item) => item.variationId),
          otherLanguage,
        )
      ).map((v) => [v.variationId, v.productName]),
    );
    const nameIn = (item: CartItem, wanted: ContentLanguage) =>
      wanted === language ? item.productName : (otherNames.get(item.variationId) ?? item.productName);
    const lines = cart.items.map((item) => ({
      productId: item.productId,
      variationId: item.variationId,
      productName: nameIn(item, 'en'),
      productNameAr: nameIn(item, 'ar'),
      quantity: item.productQuantity,
      unitPrice: item.unitPrice,
      attributes: item.attributes.map((attribute) => ({
        attributeId: attribute.attributeId,
        attributeValue: attribute.attributeValues[0]!,
      })),
      itemNotes: notes.get(item.itemId) ?? '',
      lineTotal: item.lineTotal,
    }));
    return {
      cart,
      lines,
      promoCodeId,
      providerId: provider.row.id,
      paysOnline,
      order: {
        customerId,
        status: paysOnline ? 'awaiting_payment' : 'processing',
        // A free order through an online method has nothing to collect; cash on delivery is collected at the door.
        paymentState: paysOnline ? 'awaiting' : provider.adapter.online ? 'paid' : 'on_delivery',
        subtotal: cart.subTotal,
        discount: cart.discount,
        shippingFee,
        total,
        promoCodeId,
        shippingMethodId: body.shippingMethodId,
        paymentMethodId: body.paymentMethodId,
        deliverySlotId: slotId,
        billingAddress,
        shippingAddress,
        orderNotes: body.orderNotes,
        paymentDueAt: paysOnline ? new Date(Date.now() + deps.paymentTimeoutMinutes * 60_000) : null,
      },
    };
  }

  /**
   * In the order's transaction: claims the cart's lines, takes stock, slot place and promo use, writes the order.
   * Throws (rolling all back) on any shortage.
   */
  async function write(
    tx: Database,
    prepared: PreparedOrder,
    idempotent: IdempotentRequest | null,
    placedFrom: string,
    language: ContentLanguage,
  ): Promise<OrderRow> {
    const { cart, order } = prepared;
    // Unpaid online orders hold stock: a few per shopper and per address, or a script empties the shelves.
    if (prepared.paysOnline) {
      const unpaid = await createOrdersRepository(tx).countUnpaid(order.customerId, placedFrom);
      if (unpaid.customer >= deps.unpaidOrderLimits.unpaidOrdersPerCustomer)
        throw orderProblem('TOO_MANY_UNPAID_ORDERS', language);
      if (unpaid.address >= deps.unpaidOrderLimits.unpaidOrdersPerAddress)
        throw orderProblem('TOO_MANY_UNPAID_ORDERS_FROM_ADDRESS', language);
    }
    if (
      !(await cartCheckout.claimLines(
        tx,
        order.customerId,
        cart.items.map((item) => ({ itemId: item.itemId, quantity: item.productQuantity })),
      ))
    ) {
      throw orderProblem('CART_CHANGED', language);
    }
    const taken = await stock.take(tx, prepared.lines);
    if (!taken.ok) {
      const short = cart.items.find((item) => item.variationId === taken.variationId)!;
      const line = { variationId: short.variationId, quantity: short.productQuantity, productName: short.productName };
      throw await deps.stockShortage(tx, line, taken.available, language);
    }
    if (order.deliverySlotId != null) await shipping.reserveSlot(tx, order.deliverySlotId, language);
    const lines: NewOrderLine[] = prepared.lines.map((line) => ({ ...line, sku: taken.skus.get(line.variationId)! }));
    const placed = await createOrdersRepository(tx).insertOrder(
      {
        ...order,
        placedFrom,
        idempotencyKey: idempotent?.key ?? null,
        idempotencyFingerprint: idempotent?.fingerprint ?? null,
      },
      lines,
    );
    if (prepared.promoCodeId !== null) {
      const problem = await promos.redeem(tx, {
        promoCodeId: prepared.promoCodeId,
        customerId: order.customerId,
        orderId: placed.id,
        discount: placed.discount,
      });
      if (problem) {
        const message = promoMessage(problem, { code: cart.promoCode!, minSubtotal: 0 }, language);
        throw new AppError(409, problem, message, [{ field: 'promoCode', message }]);
      }
    }
    if (prepared.paysOnline) {
      await payments.openRequest(tx, {
        orderId: placed.id,
        customerId: order.customerId,
        providerId: prepared.providerId,
        amount: placed.total,
        currency: placed.currency,
      });
    }
    await deps.onOrderEvent(tx, { orderId: placed.id, from: null, to: placed.status, expired: false });
    return placed;
  }

  return {
    /**
     * Throws 409 CART_EMPTY / CART_CHANGED (the client's lines are not the cart's, or a double submit
     * already took them), OUT_OF_STOCK / NOT_ENOUGH_STOCK naming the product, DELIVERY_SLOT_FULL,
     * the promo code's reason; 400 CHECKOUT_TERMS_NOT_ACCEPTED, PAYMENT_METHOD_NOT_AVAILABLE;
     * 404 for an address, method or slot that is not the customer's or not on offer.
     */
    async placeOrder(
      customerId: string,
      body: PlaceOrderBody,
      idempotencyKey: string | undefined,
      language: ContentLanguage,
      placedFrom: string,
    ): Promise<PlacementResult> {
      const idempotent = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprintOf(body) } : null;
      const earlier = idempotencyKey ? await repository.findByIdempotencyKey(customerId, idempotencyKey) : null;
      if (earlier) return replay(earlier, idempotent!, language);
      const prepared = await prepare(customerId, body, language);
      let order: OrderRow;
      try {
        order = await db.transaction((tx) => write(tx, prepared, idempotent, placedFrom, language));
      } catch (error) {
        // The same key sent twice at once: the other request placed the order (its claim took the
        // cart's lines, or its insert the key); answer that order.
        const sameKey =
          idempotencyKey &&
          (violatedUniqueConstraint(error) === 'orders_idempotency_key' ||
            (error instanceof AppError && error.code === 'CART_CHANGED'));
        const placedMeanwhile = sameKey ? await repository.findByIdempotencyKey(customerId, idempotencyKey) : null;
        if (placedMeanwhile) return replay(placedMeanwhile, idempotent!, language);
        throw error;
      }
      const open = prepared.paysOnline ? await payments.findOpenRequestOfOrder(order.id) : null;
      return {
        order,
        payment: open ? await payments.ensurePaymentLink(open, paymentDetails(order, language)) : null,
        replayed: false,
      };
    },
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
