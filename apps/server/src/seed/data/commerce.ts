/** Shipping, delivery slots, payment providers, promo codes and the demo accounts. */
import { L } from './localized.ts';
import type {
  DeliverySlotWindowSeed,
  DemoAccountSeed,
  DemoStaffSeed,
  PaymentProviderSeed,
  PromoCodeSeed,
  ShippingMethodSeed,
} from './types.ts';

export const shippingMethods: ShippingMethodSeed[] = [
  {
    id: 1,
    key: 'standard',
    name: L('Standard delivery', 'توصيل عادي'),
    description: L(
      'Delivered within 1 to 3 days anywhere in Kuwait.',
      'التوصيل خلال يوم إلى 3 أيام لجميع مناطق الكويت.',
    ),
    fee: 1000,
    freeOver: 20000,
    estimatedDays: { min: 1, max: 3 },
  },
  {
    id: 2,
    key: 'express',
    name: L('Express delivery', 'توصيل سريع'),
    description: L(
      'Delivered the next day in your chosen time slot.',
      'التوصيل في اليوم التالي في الفترة التي تختارها.',
    ),
    fee: 2500,
    freeOver: null,
    estimatedDays: { min: 1, max: 1 },
  },
  {
    id: 3,
    key: 'same-day',
    name: L('Same-day delivery', 'توصيل في نفس اليوم'),
    description: L(
      'Order before 2 pm and receive it this evening.',
      'اطلب قبل الساعة 2 ظهرًا واستلم طلبك مساء اليوم نفسه.',
    ),
    fee: 4000,
    freeOver: null,
    estimatedDays: { min: 0, max: 0 },
  },
  {
    id: 4,
    key: 'store-pickup',
    name: L('Store pickup', 'الاستلام من المتجر'),
    description: L(
      'Collect your order from our Salmiya store, Salem Al-Mubarak Street.',
      'استلم طلبك من فرعنا في السالمية، شارع سالم المبارك.',
    ),
    fee: 0,
    freeOver: null,
    estimatedDays: { min: 0, max: 1 },
  },
];

/** The inserter creates delivery slots for this many upcoming days. */
export const DELIVERY_SLOT_DAYS = 7;

/** Every day gets one slot per window. */
export const deliverySlotWindows: DeliverySlotWindowSeed[] = [
  { key: 'morning', start: '09:00', end: '12:00', capacity: 20 },
  { key: 'midday', start: '12:00', end: '15:00', capacity: 20 },
  { key: 'afternoon', start: '15:00', end: '18:00', capacity: 25 },
  { key: 'evening', start: '18:00', end: '21:00', capacity: 30 },
];

export const paymentProviders: PaymentProviderSeed[] = [
  { key: 'knet', name: L('KNET', 'كي نت'), kind: 'card', sortOrder: 1, gateway: 'knet-sandbox' },
  {
    key: 'card',
    name: L('Credit or debit card', 'بطاقة ائتمان أو خصم'),
    kind: 'card',
    sortOrder: 2,
    gateway: 'card-sandbox',
  },
  { key: 'cod', name: L('Cash on delivery', 'الدفع عند الاستلام'), kind: 'cod', sortOrder: 3, gateway: null },
  {
    key: 'tabby',
    name: L('Tabby: split in 4 payments', 'تابي: قسّمها على 4 دفعات'),
    kind: 'bnpl',
    sortOrder: 4,
    gateway: 'tabby-sandbox',
    settings: { merchantCode: 'souq-al-khaleej-sandbox', installments: '4', minAmount: '5000', maxAmount: '1500000' },
  },
  {
    key: 'tamara',
    name: L('Tamara: pay later', 'تمارا: ادفع لاحقًا'),
    kind: 'bnpl',
    sortOrder: 5,
    gateway: 'tamara-sandbox',
    settings: { merchantCode: 'SOUQ-KW-SANDBOX', installments: '3', minAmount: '10000', maxAmount: '2000000' },
  },
];

export const promoCodes: PromoCodeSeed[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minSubtotal: 10000,
    startsDaysFromNow: -30,
    endsDaysFromNow: null,
    maxUses: null,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'SAVE5',
    kind: 'amount',
    value: 5000,
    minSubtotal: 30000,
    startsDaysFromNow: -7,
    endsDaysFromNow: 60,
    maxUses: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'EXPIRED',
    kind: 'percent',
    value: 20,
    minSubtotal: 0,
    startsDaysFromNow: -60,
    endsDaysFromNow: -25,
    maxUses: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'LIMITED',
    kind: 'amount',
    value: 2000,
    minSubtotal: 5000,
    startsDaysFromNow: -1,
    endsDaysFromNow: 30,
    maxUses: 3,
    maxUsesPerCustomer: 1,
  },
];

/** Demo passwords are meant to be public, so they sit here in plain text; the inserter hashes them. */
export const demoAccounts: DemoAccountSeed[] = [
  {
    key: 'demo-customer',
    role: 'customer',
    displayName: 'Demo Customer',
    phone: '+96550000001',
    email: 'customer@example.com',
    password: 'demo-customer-1',
    preferredLanguage: 'en',
    address: {
      countryCode: 'kw',
      stateKey: 'hawalli',
      areaKey: 'salmiya',
      block: '10',
      street: 'Salem Al-Mubarak Street',
      building: '25',
      floor: '3',
      apartment: '12',
      note: 'Ring the bell twice, please.',
    },
  },
  {
    key: 'support',
    role: 'support',
    displayName: 'Support Team',
    phone: '+96550000009',
    email: 'support@example.com',
    password: 'demo-support-1',
    preferredLanguage: 'en',
    address: null,
  },
  {
    key: 'fatima',
    role: 'customer',
    displayName: 'فاطمة العنزي',
    phone: '+96550000002',
    email: 'fatima@example.com',
    password: 'demo-customer-2',
    preferredLanguage: 'ar',
    address: {
      countryCode: 'kw',
      stateKey: 'capital',
      areaKey: 'kaifan',
      block: '4',
      street: 'شارع 42',
      building: '7',
      floor: null,
      apartment: null,
      note: null,
    },
  },
  {
    key: 'ahmad',
    role: 'customer',
    displayName: 'أحمد الرشيدي',
    phone: '+96550000003',
    email: 'ahmad@example.com',
    password: 'demo-customer-3',
    preferredLanguage: 'ar',
    address: {
      countryCode: 'kw',
      stateKey: 'jahra',
      areaKey: 'saad-al-abdullah',
      block: '2',
      street: 'شارع 5',
      building: '31',
      floor: null,
      apartment: null,
      note: 'بجانب الجمعية',
    },
  },
  {
    key: 'sarah',
    role: 'customer',
    displayName: 'Sarah Thomas',
    phone: '+96550000004',
    email: 'sarah@example.com',
    password: 'demo-customer-4',
    preferredLanguage: 'en',
    address: {
      countryCode: 'kw',
      stateKey: 'ahmadi',
      areaKey: 'mangaf',
      block: '1',
      street: 'Street 20',
      building: '14',
      floor: '2',
      apartment: '5',
      note: null,
    },
  },
  {
    key: 'yousef',
    role: 'customer',
    displayName: 'Yousef Al-Mutairi',
    phone: '+96550000005',
    email: 'yousef@example.com',
    password: 'demo-customer-5',
    preferredLanguage: 'en',
    address: null,
  },
  {
    key: 'noura',
    role: 'customer',
    displayName: 'نورة الهاجري',
    phone: '+96550000006',
    email: 'noura@example.com',
    password: 'demo-customer-6',
    preferredLanguage: 'ar',
    address: {
      countryCode: 'kw',
      stateKey: 'hawalli',
      areaKey: 'jabriya',
      block: '9',
      street: 'شارع 1',
      building: '3',
      floor: '1',
      apartment: '2',
      note: null,
    },
  },
];

/**
 * The demo back office (README's staff table). The support member shares the support user's
 * e-mail and password: that customer account impersonates with this staff account's rights.
 */
export const demoStaff: DemoStaffSeed[] = [
  { email: 'owner@example.com', name: 'Noura Al-Sabah', role: 'owner', password: 'demo-owner-1' },
  {
    email: 'catalogue@example.com',
    name: 'Khaled Al-Mutairi',
    role: 'catalogue-manager',
    password: 'demo-catalogue-1',
  },
  { email: 'orders@example.com', name: 'Maryam Al-Kandari', role: 'order-manager', password: 'demo-orders-1' },
  { email: 'support@example.com', name: 'Support Team', role: 'support', password: 'demo-support-1' },
];
