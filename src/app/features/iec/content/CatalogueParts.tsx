import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { CatalogueTab } from './CatalogueTab';
import { GroupForm } from './GroupForm';
import { matchesSubstance } from './iecContentForms';
import { SourceForm } from './SourceForm';
import { SubstanceForm } from './SubstanceForm';
import { useCatalogue, useLocalized } from './useCatalogue';

/** The substances, searchable by name, synonym or CAS number and filtered by group. */
export function SubstancesPart() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { groups, substances, sources } = useCatalogue();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState('');
  const groupTitle = new Map(groups.map((group) => [Number(group.id), localized(group.title)]));
  const shown = substances
    .filter(
      (substance) =>
        (groupId === '' || String(substance.group_id) === groupId) && matchesSubstance(substance, search),
    )
    .map((substance) => ({
      id: substance.id,
      title: localized(substance.name),
      details: [
        `${substance.cas ?? t('iecContent.noCas')} · ${groupTitle.get(substance.group_id) ?? ''}`,
        t('iecContent.sourceCount', { count: substance.source_ids.length }),
      ],
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  return (
    <CatalogueTab
      kind="substances"
      items={shown}
      filters={
        <>
          <div className="w-full min-w-0 sm:w-64">
            <TextField
              label={t('iecContent.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="w-full min-w-0 sm:w-64">
            <SelectField
              label={t('iecContent.groupFilter')}
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
              options={[
                { value: '', label: t('iecContent.allGroups') },
                ...groups.map((group) => ({ value: group.id, label: localized(group.title) })),
              ]}
            />
          </div>
        </>
      }
      form={(id, close) => (
        <SubstanceForm
          substance={substances.find((substance) => substance.id === id)}
          groups={groups}
          sources={sources}
          onDone={close}
        />
      )}
    />
  );
}

/** The substance groups in the tool's order. */
export function GroupsPart() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { groups } = useCatalogue();
  const nextPosition = Math.max(0, ...groups.map((group) => group.position)) + 10;
  return (
    <CatalogueTab
      kind="groups"
      items={groups.map((group) => ({
        id: group.id,
        title: localized(group.title),
        details: [
          `${t('iecContent.fields.position')} ${group.position}`,
          t('iecContent.substanceCount', { count: group.substance_ids.length }),
        ],
      }))}
      form={(id, close) => (
        <GroupForm
          group={groups.find((group) => group.id === id)}
          nextPosition={nextPosition}
          onDone={close}
        />
      )}
    />
  );
}

/** The reference list. */
export function SourcesPart() {
  const { t } = useTranslation();
  const { sources, substances } = useCatalogue();
  const citing = (id: number) => substances.filter((substance) => substance.source_ids.includes(id)).length;
  return (
    <CatalogueTab
      kind="sources"
      items={sources.map((source) => ({
        id: source.id,
        title: source.citation,
        details: [t('iecContent.substanceCount', { count: citing(Number(source.id)) })],
      }))}
      form={(id, close) => <SourceForm source={sources.find((source) => source.id === id)} onDone={close} />}
    />
  );
}
