import { z } from 'zod/mini';
import { mobileNetworks, mobilePaymentSchema } from './payments';
import { idSchema, numericSchema, objectAt, listAt, optionalTextSchema } from './primitives';

export const orderTypes = ['delivery', 'pickup', 'dine-in'] as const;
export type OrderType = (typeof orderTypes)[number];

/** Every status the storefront knows; others are shown as they come. */
export const orderStatuses = ['pending', 'processing', 'ontheway', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The four stages of the progress tracker. */
export const orderTrackerStages = ['pending', 'processing', 'ontheway', 'delivered'] as const;

export const paymentStatuses = ['pending', 'paid'] as const;

/** How an order is paid at checkout: through a payment link (the provider's page), or from the wallet. */
export const paymentMethods = ['link', 'wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How a paid order was paid, for its receipt (the reference backend's, on one order). */
export const orderReceiptSchema = z.object({
  paid_at: z.string(),
  paid_with: z.string(),
  /** What to quote to the provider or to support: the mobile money provider's reference, or the payment's own. */
  reference: optionalTextSchema,
  network: z.nullish(z.enum(mobileNetworks)),
  /** The last four digits of the number that paid by mobile money. */
  phone_ending: optionalTextSchema,
});

/** Vendor or rider as a party on an order: only what the order detail shows and calls. */
export const orderPartySchema = z.object({
  name: optionalTextSchema,
  address: optionalTextSchema,
  phone: optionalTextSchema,
});

/** A line names its meal directly or through `product.name`; the output always has `name`. */
export const orderLineSchema = z.pipe(
  z
    .object({
      name: optionalTextSchema,
      product: z.nullish(z.object({ name: z.string() })),
      quantity: numericSchema,
      price: numericSchema,
    })
    .check(z.refine((line) => Boolean(line.name || line.product?.name), { message: 'An order line needs a name' })),
  z.transform(({ name, product, quantity, price }) => ({
    name: name || product?.name || '',
    quantity,
    price,
  })),
);

/** Status values are compared case-insensitively, so they are kept in lower case. */
const lowerCaseSchema = z.pipe(
  z.string(),
  z.transform((value) => value.toLowerCase()),
);

/**
 * An order. Servers list its meals under `order_products` or `products`; the parsed order always
 * has them under `products`.
 */
export const orderSchema = z.pipe(
  z.object({
    uuid: z.string().check(z.minLength(1)),
    vendor: z.nullish(orderPartySchema),
    rider: z.nullish(orderPartySchema),
    status: lowerCaseSchema,
    payment_status: lowerCaseSchema,
    total_price: numericSchema,
    created_at: z.string(),
    order_products: z.nullish(z.array(orderLineSchema)),
    products: z.nullish(z.array(orderLineSchema)),
    // Not part of the product's order answer, but shown when a server sends them (the reference one does).
    order_type: z.nullish(z.string()),
    subtotal: z.nullish(numericSchema),
    tax: z.nullish(numericSchema),
    delivery_fee: z.nullish(numericSchema),
    handling_fee: z.nullish(numericSchema),
    tip: z.nullish(numericSchema),
    delivery_address: optionalTextSchema,
    instructions: optionalTextSchema,
    /** What the customer told the rider for a delivery; older answers have none. */
    delivery_instructions: optionalTextSchema,
    paid_with: z.nullish(z.string()),
    /** The order's latest mobile money payment, when it has one (the reference backend's). */
    payment: z.nullish(mobilePaymentSchema),
    /** Once paid, how (on one order's answer). */
    receipt: z.nullish(orderReceiptSchema),
  }),
  z.transform(({ order_products, products, ...order }) => ({
    ...order,
    vendor: order.vendor ?? null,
    rider: order.rider ?? null,
    products: order_products ?? products ?? [],
  })),
);

/** `GET /orders` answers "a list of orders": bare or wrapped, depending on the server. */
export const ordersResponseSchema = listAt(['', 'data', 'orders', 'data.orders', 'data.data'], orderSchema);

/** `GET /orders/{id}` answers `data.order`. */
export const orderResponseSchema = z.object({
  data: z.object({ order: orderSchema }),
});

export const orderProductPayloadSchema = z.object({
  product_uuid: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.gte(1)),
  vendor_uuid: z.string().check(z.minLength(1)),
});

/** The longest note a delivery order carries for its rider. */
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 300;

/** What checkout sends; the address is required for delivery and null otherwise. */
export const createOrderPayloadSchema = z
  .object({
    products: z.array(orderProductPayloadSchema).check(z.minLength(1, 'Your cart is empty')),
    address_uuid: z.nullable(z.string().check(z.minLength(1))),
    order_type: z.enum(orderTypes),
    total_price: z.number().check(z.nonnegative()),
    instructions: z.string(),
    /** For the rider of a delivery order: the gate, the landmark, whom to call. Other orders drop it. */
    delivery_instructions: z.optional(
      z
        .string()
        .check(
          z.maxLength(
            DELIVERY_INSTRUCTIONS_MAX_LENGTH,
            `Delivery instructions are too long (at most ${DELIVERY_INSTRUCTIONS_MAX_LENGTH} characters).`,
          ),
        ),
    ),
    tip: z.nullable(idSchema),
    /** Absent means a payment link, as before wallet payments existed. */
    payment_method: z.optional(z.enum(paymentMethods)),
  })
  .check(
    z.superRefine((payload, context) => {
      if (payload.order_type === 'delivery' && !payload.address_uuid) {
        context.addIssue({ code: 'custom', path: ['address_uuid'], message: 'Please select a delivery address' });
      }
      if (payload.order_type !== 'delivery' && payload.address_uuid !== null) {
        context.addIssue({ code: 'custom', path: ['address_uuid'], message: 'Only delivery orders carry an address' });
      }
    }),
  );

/** `POST /orders` answers the new order under `data` (some servers nest it under `order`). */
export const createdOrderResponseSchema = objectAt(
  ['data.order', 'data', 'order'],
  z.object({ uuid: z.string().check(z.minLength(1)) }),
);

export type OrderParty = z.infer<typeof orderPartySchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
export type OrderProductPayload = z.infer<typeof orderProductPayloadSchema>;
export type CreateOrderPayload = z.infer<typeof createOrderPayloadSchema>;
export type CreatedOrder = z.infer<typeof createdOrderResponseSchema>;
