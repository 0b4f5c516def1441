import { ModalDialog } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import { ORDER_DETAIL_ERROR, useOrderDetail } from '../api/use-orders';
import { shortOrderId } from '../state/order-format';
import { OrderDetail } from './order-detail';

export interface OrderDetailDialogProps {
  uuid: string;
  /** Rises with each live-tracking tick: the open order is read again, quietly. */
  refreshSignal: number;
  onClose: () => void;
  onPaymentAttempted: () => Promise<void> | void;
}

/** The order detail in a dialog named after the short order id. */
export function OrderDetailDialog({ uuid, refreshSignal, onClose, onPaymentAttempted }: OrderDetailDialogProps) {
  const detail = useOrderDetail(uuid);
  const { refresh } = detail;
  const firstSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal !== firstSignal.current) void refresh();
  }, [refreshSignal, refresh]);

  return (
    <ModalDialog title={`Order ${shortOrderId(uuid)}`} onClose={onClose}>
      {detail.status === 'loading' ? <p role="status">Loading order details...</p> : null}
      {detail.status === 'error' ? <p role="alert">{ORDER_DETAIL_ERROR}</p> : null}
      {detail.status === 'success' ? <OrderDetail order={detail.data} onPaymentAttempted={onPaymentAttempted} /> : null}
    </ModalDialog>
  );
}
