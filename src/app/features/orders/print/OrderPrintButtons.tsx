import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrinterIcon } from '@heroicons/react/24/outline';
import { ORDER_NUMBER_PATTERN } from '../../../../contract/orders';
import { SecondaryButton } from '../../../components/Button';
import type { LabelFormat } from './labelLayouts';
import './orderPrintLocales';
import { printOrderLabels, printOrderSheet } from './printOrder';
import type { PrintableOrder } from './printableOrder';

/** An order as a page holds it: order entry's draft has no number until it takes one. */
type OrderToPrint = Omit<PrintableOrder, 'number'> & { number: string | null | undefined };

type PrintChoice = LabelFormat | 'sheet';
const CHOICES: { choice: PrintChoice; text: string }[] = [
  { choice: 'roll', text: 'orderPrint.buttons.labelsRoll' },
  { choice: 'a4', text: 'orderPrint.buttons.labelsA4' },
  { choice: 'sheet', text: 'orderPrint.buttons.sheet' },
];

/**
 * The order's three prints (issue 28): labels for a label printer's roll, labels on an A4 sheet,
 * the order sheet. For the order's page and order entry; without an order number (or without an
 * analysis) the buttons stay disabled and say why.
 */
export function OrderPrintButtons({ order }: { order: OrderToPrint }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [busy, setBusy] = useState<PrintChoice | null>(null);
  const [failed, setFailed] = useState(false);
  const number = order.number && ORDER_NUMBER_PATTERN.test(order.number) ? order.number : null;
  const reason = !number
    ? t('orderPrint.buttons.noNumber')
    : order.items.length === 0
      ? t('orderPrint.buttons.noTubes')
      : null;

  const print = (choice: PrintChoice) => {
    if (!number) return;
    const printable = { ...order, number };
    setBusy(choice);
    setFailed(false);
    (choice === 'sheet' ? printOrderSheet(printable) : printOrderLabels(printable, choice))
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('orderPrint.buttons.group')} className="flex flex-wrap gap-2">
        {CHOICES.map(({ choice, text }) => (
          <SecondaryButton
            key={choice}
            disabled={reason !== null || busy !== null}
            aria-busy={busy === choice}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => print(choice)}
            data-testid={`order-print-${choice}`}
          >
            <PrinterIcon className="size-5" aria-hidden="true" />
            {t(text)}
          </SecondaryButton>
        ))}
      </div>
      {reason && (
        <p id={reasonId} className="text-sm text-stone-600">
          {reason}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('orderPrint.buttons.failed')}
        </p>
      )}
    </div>
  );
}
