import { beforeAll, describe, expect, it } from 'vitest';
import { SyncEntity } from '../contract/sync';
import { sealRow, unsealRow } from './sealedFields';
import { createVault, VaultDataError } from './vaultCrypto';

const report = {
  id: 7,
  befund_id: '53478379',
  patient_data: { nachname: 'Hoffmann', vorname: 'Lukas', geburtsdatum: '1960-08-05' },
  filename: 'A-100483_53478379_Hoffmann_Lukas.pdf',
  created_at: '2026-11-20T14:15:00.000Z',
  user: { id: 3, nachname: 'Weber' },
};

describe('sealed fields of mirrored rows', () => {
  let key: CryptoKey;
  beforeAll(async () => {
    ({ key } = await createVault('Demo#Arzt2026', 'user-uuid', 1_000));
  });

  it('stores a report’s patient and file name sealed and every indexed field clear, and opens it again', async () => {
    const sealed = await sealRow(key, SyncEntity.report, '7', report);
    expect(JSON.stringify(sealed)).not.toContain('Hoffmann');
    expect(sealed).toMatchObject({ befund_id: '53478379', created_at: report.created_at, user: report.user });
    expect(await unsealRow(key, SyncEntity.report, '7', sealed)).toEqual(report);
  });

  it('seals a demand’s snapshot and conversation, and an interpretation’s note', async () => {
    const demand = {
      uuid: 'd1',
      befundId: '53478379',
      reportData: { ref_nr: '53478379', patient: report.patient_data },
      messages: [{ messageUuid: 'm1', message: 'Kontrolle bei Herrn Hoffmann?' }],
    };
    const sealed = await sealRow(key, SyncEntity.reportDemand, 'd1', demand);
    expect(JSON.stringify(sealed)).not.toMatch(/Hoffmann|Kontrolle/);
    expect(await unsealRow(key, SyncEntity.reportDemand, 'd1', sealed)).toEqual(demand);
    const note = await sealRow(key, SyncEntity.reportInterpretation, 'i1', { note: 'Patientin Jäger' });
    expect(JSON.stringify(note)).not.toContain('Jäger');
  });

  it('refuses a sealed field moved to another row, and leaves rows without patient data alone', async () => {
    const sealed = await sealRow(key, SyncEntity.report, '7', report);
    await expect(unsealRow(key, SyncEntity.report, '8', sealed)).rejects.toBeInstanceOf(VaultDataError);
    const office = { name: 'Praxis Nord' };
    expect(await sealRow(key, SyncEntity.office, '1', office)).toBe(office);
  });

  it('seals a row once: an already sealed field is not sealed again', async () => {
    const once = await sealRow(key, SyncEntity.report, '7', report);
    const twice = await sealRow(key, SyncEntity.report, '7', once);
    expect(twice).toEqual(once);
  });
});
