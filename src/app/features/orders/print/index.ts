import type { OrderRecord } from '../../../../contract/orders';

// Placeholder of the entry branch only: the print helper's module (labels and order sheet as PDFs)
// replaces this file when the lead merges it.
export function printOrderLabels(_order: OrderRecord, _format: 'roll' | 'a4'): Promise<void> {
  return Promise.reject(new Error('not yet'));
}

export function printOrderSheet(_order: OrderRecord): Promise<void> {
  return Promise.reject(new Error('not yet'));
}
