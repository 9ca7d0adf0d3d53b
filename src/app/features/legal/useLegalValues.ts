import { useTranslation } from 'react-i18next';
import { REPORT_RETENTION_MONTHS, TERMS } from '../../../contract/constants';
import { useLabName } from '../../config/labName';

/** Placeholders of the legal texts, formatted for the current language (7,70 € / €7.70). */
export function useLegalValues(): Record<string, string> {
  const { i18n } = useTranslation();
  const company = useLabName();
  const eur = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'currency', currency: 'EUR' });
  return {
    company,
    orderFlatFee: eur.format(TERMS.orderFlatFeeEur),
    kitFee: eur.format(TERMS.epigeneticKitFeeEur),
    foreignOrderFee: eur.format(TERMS.foreignOrderFeeEur),
    paymentDueDays: String(TERMS.paymentDueDays),
    interestPoints: String(TERMS.defaultInterestPointsAboveBaseRate),
    warrantyMonths: String(TERMS.warrantyMonthsBusiness),
    defectDays: String(TERMS.visibleDefectComplaintDays),
    retentionMonths: String(REPORT_RETENTION_MONTHS),
  };
}
