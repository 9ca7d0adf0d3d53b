/**
 * What the laboratory system hears of a report's order (issue 28): linked and moved to 'Befund
 * erstellt', linked to an order further on, linked before, or not linked because the order is
 * unknown or another practice's (the report is imported all the same). In the request's language.
 */
import type { Locale } from '../../../src/contract/constants';
import { ORDER_STATUS_LABELS_DE } from '../../../src/contract/orders';
import { translate } from '../../platform/i18n/translate';
import type { ReportOrderLink } from '../orders';

export function orderLinkMessage(link: ReportOrderLink, locale: Locale): string {
  switch (link.kind) {
    case 'moved':
    case 'linked':
    case 'unchanged':
      return translate(locale, `import.order.${link.kind}`, {
        number: link.number,
        status: ORDER_STATUS_LABELS_DE[link.status],
      });
    case 'unknown':
    case 'foreign':
      return translate(locale, `import.order.${link.kind}`, { reference: link.reference });
  }
}
