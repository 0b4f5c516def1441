import {
  createdOrderResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  type CreateOrderPayload,
  type CreatedOrder,
  type Order,
} from '../schemas/orders';
import { apiHttp, parsed } from './http';

export async function createOrder(payload: CreateOrderPayload): Promise<CreatedOrder> {
  return parsed(createdOrderResponseSchema, () => apiHttp().post('orders', { json: payload }));
}

export async function getOrders(): Promise<Order[]> {
  return parsed(ordersResponseSchema, () => apiHttp().get('orders'));
}

/** Null on any failure: the order detail then shows 'Error loading order details' whatever the cause. */
export async function getOrder(id: string): Promise<Order | null> {
  try {
    const body = await parsed(orderResponseSchema, () => apiHttp().get(`orders/${encodeURIComponent(id)}`));
    return body.data.order;
  } catch {
    return null;
  }
}
