import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { ChevronUpDownIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee, TicketPerson } from '../../../contract/tickets';
import { matchesRecipientSearch } from '../../../contract/ticketRecipients';
import { ticketPersonName } from './ticketListView';
import { asTicketPerson } from './ticketPeople';
import { useDoctorRecipients, type DoctorRecipientSource } from './useDoctorRecipients';

/** One entry of the list: the person, and what tells them apart (the lab, or practices and e-mail). */
interface RecipientOption {
  person: TicketPerson;
  detail: string;
}

const nameOf = (person: TicketPerson | null): string => (person ? (ticketPersonName(person) ?? '') : '');

/**
 * The staff's recipient field of a new ticket (issue 26): one searchable list of the laboratory's
 * employees and the active doctors, found by name, practice or e-mail. A combobox (headless UI:
 * the ARIA combobox pattern, keyboard included) whose list drops below the input at any width;
 * the doctors come from the mirror, offline too, or from the online search (useDoctorRecipients).
 */
export function RecipientCombobox({
  employees,
  value,
  onChange,
  exclude,
  error,
}: {
  employees: readonly Employee[];
  value: TicketPerson | null;
  onChange: (person: TicketPerson | null) => void;
  /** The author, who does not write to themselves. */
  exclude: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { doctors, source } = useDoctorRecipients(search.trim());
  const errorId = `${useId()}-error`;
  const options: RecipientOption[] = [
    ...employees
      .filter((person) => person.uuid !== exclude)
      .filter((person) => matchesRecipientSearch({ ...person, email: '', practices: [] }, search))
      .map((person) => ({ person: asTicketPerson(person), detail: t('tickets.recipients.lab') })),
    ...doctors.map((doctor) => ({
      person: asTicketPerson(doctor),
      detail: [...doctor.practices, doctor.email].join(' · '),
    })),
  ];
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-stone-700">{t('tickets.form.recipient')}</Label>
      <Combobox
        value={value}
        by={(a, b) => a?.uuid === b?.uuid}
        onChange={(person: TicketPerson | null) => onChange(person)}
        onClose={() => setSearch('')}
      >
        <div className="relative">
          <ComboboxInput
            data-testid="recipient-combobox"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            placeholder={t('tickets.recipients.placeholder')}
            displayValue={nameOf}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full rounded-md border border-stone-300 py-2 pr-9 pl-3 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600"
          />
          <ComboboxButton
            aria-label={t('tickets.recipients.showAll')}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-stone-500"
          >
            <ChevronUpDownIcon className="size-5" aria-hidden="true" />
          </ComboboxButton>
          <ComboboxOptions className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-stone-200 empty:invisible">
            {options.map((option) => (
              <ComboboxOption
                key={option.person.uuid}
                value={option.person}
                className="cursor-pointer px-3 py-2 data-focus:bg-primary-50 data-selected:font-semibold"
              >
                <span className="block break-words text-stone-900">{nameOf(option.person)}</span>
                {option.detail && (
                  <span className="block text-xs break-words text-stone-600">{option.detail}</span>
                )}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      <DoctorSourceNotice source={source} />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </Field>
  );
}

/** What the field says when it cannot offer the doctors (offline without a mirrored list, or a failure). */
function DoctorSourceNotice({ source }: { source: DoctorRecipientSource }) {
  const { t } = useTranslation();
  if (source !== 'offlineNone' && source !== 'failed') return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
      {t(source === 'failed' ? 'tickets.recipients.failed' : 'tickets.recipients.offline')}
    </p>
  );
}
