import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../db/rows';
import { formatDate, formatDateTime } from '../../i18n/formatDate';
import { patientName } from './orderListView';

/**
 * The order's facts: the patient (opened by the vault), the practice and the requesting doctor,
 * the sample time (planned or taken) and the clinical question with its ICD-10 codes. Two columns
 * on wide screens, one on a phone.
 */
export function OrderFacts({ order }: { order: OrderRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { patient } = order;
  const none = <span className="text-stone-500">{t('orders.detail.none')}</span>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactCard title={t('orders.detail.patient')} testId="order-patient">
        <p className="font-medium break-words">{patientName(patient)}</p>
        <Facts>
          <Fact label={t('orders.detail.birthDate')}>{formatDate(patient.geburtsdatum, language)}</Fact>
          <Fact label={t('orders.detail.sex')}>{t(`orders.detail.sexes.${patient.geschlecht}`)}</Fact>
          <Fact label={t('orders.detail.insurance')}>
            {patient.versicherungsart ? t(`billing.${patient.versicherungsart}`) : none}
          </Fact>
          <Fact label={t('orders.detail.insuranceNumber')}>{patient.versichertennummer ?? none}</Fact>
        </Facts>
      </FactCard>
      <FactCard title={t('orders.detail.practice')} testId="order-practice">
        <Facts>
          <Fact label={t('orders.detail.practice')}>
            {order.office ? (
              <>
                {order.office.name}
                {order.office.bsnr && (
                  <span className="block text-xs text-stone-600">
                    {t('orders.detail.bsnr', { bsnr: order.office.bsnr })}
                  </span>
                )}
              </>
            ) : (
              t('orders.detail.noPractice')
            )}
          </Fact>
          <Fact label={t('orders.detail.doctor')}>
            {order.doctor.name}
            {order.doctor.lanr && (
              <span className="block text-xs text-stone-600">
                {t('orders.detail.lanr', { lanr: order.doctor.lanr })}
              </span>
            )}
          </Fact>
          <Fact label={t('orders.detail.sample')}>
            <span data-testid="order-sample">
              {formatDateTime(order.sampled_at, language)} (
              {t(`orders.detail.sampleKind.${order.sample_time_kind}`)})
            </span>
          </Fact>
        </Facts>
      </FactCard>
      <FactCard title={t('orders.detail.clinicalQuestion')} testId="order-clinical" wide>
        {order.clinical_question ? (
          <p className="text-sm break-words whitespace-pre-wrap">{order.clinical_question}</p>
        ) : (
          <p className="text-sm">{none}</p>
        )}
        <Facts>
          <Fact label={t('orders.detail.icd10')}>
            {order.icd10.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {order.icd10.map((code) => (
                  <code key={code} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">
                    {code}
                  </code>
                ))}
              </span>
            ) : (
              none
            )}
          </Fact>
        </Facts>
      </FactCard>
    </div>
  );
}

function FactCard({
  title,
  testId,
  wide = false,
  children,
}: {
  title: string;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className={`flex min-w-0 flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 className="text-sm font-medium text-stone-500">{title}</h2>
      {children}
    </section>
  );
}

const Facts = ({ children }: { children: ReactNode }) => (
  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">{children}</dl>
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
