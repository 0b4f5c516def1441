import { followOrder, followOrders, type Order, type OrderStream } from '@storefront/api-client';
import { useEffect, useRef, useState } from 'react';
import { ORDER_POLL_INTERVAL_MS, useLivePolling } from './use-live-polling';

type Follow<T> = (onValue: (value: T) => void, onUnavailable: () => void) => OrderStream;

/**
 * While `active`, follows the api's event stream `stream` (opened by `follow`) and hands each
 * value to `receive`; the stream closes when no longer active or on unmount. Where no stream can
 * open (no EventSource, a refused stream), `refresh` is polled instead, every `intervalMs`.
 */
function useFollowed<T>(active: boolean, stream: string, follow: Follow<T>, receive: (value: T) => void, refresh: () => Promise<void>, intervalMs: number) {
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const followRef = useRef(follow);
  followRef.current = follow;
  const receiveRef = useRef(receive);
  receiveRef.current = receive;

  useEffect(() => {
    if (!active) return undefined;
    let open = true;
    const subscription = followRef.current(
      (value) => {
        if (open) receiveRef.current(value);
      },
      () => {
        if (open) setUnavailable(stream);
      },
    );
    return () => {
      open = false;
      subscription.close();
    };
  }, [active, stream]);

  useLivePolling(active && unavailable === stream, refresh, intervalMs);
}

/** One order as it changes on the server (its payment, each status step), while `active`; polled where no stream opens. */
export function useLiveOrder(uuid: string, active: boolean, receive: (order: Order) => void, refresh: () => Promise<void>, intervalMs = ORDER_POLL_INTERVAL_MS): void {
  useFollowed(active, `order ${uuid}`, (onOrder, onUnavailable) => followOrder(uuid, onOrder, onUnavailable), receive, refresh, intervalMs);
}

/** The customer's orders as they change on the server, while `active`; polled where no stream opens. */
export function useLiveOrders(active: boolean, receive: (orders: Order[]) => void, refresh: () => Promise<void>, intervalMs = ORDER_POLL_INTERVAL_MS): void {
  useFollowed(active, 'orders', followOrders, receive, refresh, intervalMs);
}
