import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName } from '../../../src/contract/permissions';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { isEmailTakenViolation, refusingTakenEmail } from '../../platform/auth/uniqueEmail';
import { users } from '../../platform/db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const TAKEN_DE = 'Diese E-Mail-Adresse ist bereits vergeben.';
const TAKEN_EN = 'This e-mail address is already taken.';
/** dr.weber's address, in another case and with blanks around it. */
const WEBERS_ADDRESS = '  K.Weber@Hausarzt-Rathenauplatz.example.org ';

describe.each(testDatabases())('one account per e-mail address on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
  }, 60_000);
  afterAll(() => t?.close());

  const userRow = async (username: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row;
  };

  it("refuses a doctor's own profile the address of a colleague, in the user's language", async () => {
    const klein = await userRow('dr.klein');
    const agent = await signIn(t, 'dr.klein');
    const profile = {
      anrede: klein.anrede,
      titel: klein.titel,
      vorname: klein.vorname,
      nachname: klein.nachname,
      email: WEBERS_ADDRESS,
      strasse: klein.strasse,
      plz: klein.plz,
      ort: klein.ort,
      phone: klein.phone,
      mobile: klein.mobile,
    };
    const response = await agent.put('/api/user/profile-information', profile);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [TAKEN_DE] });
    const english = await agent.put('/api/user/profile-information', profile, { 'accept-language': 'en' });
    expect(english.json().errors).toEqual({ email: [TAKEN_EN] });
    expect((await userRow('dr.klein')).email).toBe(klein.email);

    // Her own address in another case is still hers.
    const own = await agent.put('/api/user/profile-information', {
      ...profile,
      email: klein.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses the administration a taken address for a new or edited doctor', async () => {
    const doctor = {
      anrede: 'Frau',
      vorname: 'Clara',
      nachname: 'Berg',
      email: WEBERS_ADDRESS,
      office_ids: [],
    };
    const created = await admin.post('/api/users', doctor);
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ email: [TAKEN_DE] });

    const klein = await userRow('dr.klein');
    const edited = await admin.put(`/api/users/${klein.uuid}`, {
      ...doctor,
      vorname: klein.vorname,
      nachname: klein.nachname,
      lis_id: klein.lisId,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ email: [TAKEN_DE] });
  });

  it('refuses the administration a taken address for a new or edited staff account', async () => {
    const roleIds = await roleIdsByName(t.database.db);
    const staff = {
      anrede: 'Frau',
      vorname: 'Jana',
      nachname: 'Krüger',
      email: WEBERS_ADDRESS,
      language: 'de',
      role_ids: [roleIds.get(RoleName.lab) ?? 0],
    };
    const created = await admin.post('/api/system-users', staff);
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ email: [TAKEN_DE] });

    const labor = await userRow('labor');
    const edited = await admin.put(`/api/system-users/${labor.id}`, staff);
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ email: [TAKEN_DE] });
  });

  it('gives one of two simultaneous writes of one new address the account and the other the 422', async () => {
    const doctor = (vorname: string) => ({
      anrede: 'Keine',
      vorname,
      nachname: 'Gleichzeitig',
      email: 'gleichzeitig@praxis.example.org',
      office_ids: [],
    });
    const answers = await Promise.all([
      admin.post('/api/users', doctor('Erste')),
      admin.post('/api/users', doctor('Zweite')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors).toEqual({ email: [TAKEN_DE] });
  });

  it('keeps two accounts off one address in the database too, whatever the case and blanks', async () => {
    const weber = await userRow('dr.weber');
    const write = t.database.db
      .insert(users)
      .values({ vorname: 'Zweite', nachname: 'Adresse', email: ` ${weber.email.toUpperCase()} ` });
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isEmailTakenViolation(error)).toBe(true);

    // A write that lost the race to the index is answered as the check before it would have.
    const raced = refusingTakenEmail(() =>
      t.database.db.insert(users).values({ vorname: 'Dritte', nachname: 'Adresse', email: weber.email }),
    );
    await expect(raced).rejects.toMatchObject({
      statusCode: 422,
      errors: { email: ['validation.emailTaken'] },
    });
  });
});
