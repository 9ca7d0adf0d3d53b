import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The feature boundaries of eslint.config.js (import-x/no-restricted-paths) must hold, not merely
 * be written down: each case lints a one-line file placed in a folder and expects the rule to
 * answer (or to stay quiet where composing features is the folder's job).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(source, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('feature boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/app/features/reports/boundaryProbe.ts',
      "export { AskQuestionButton } from '../reportDemands/AskQuestionButton';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features do not import each other');
  });

  it('let a feature import its own files and shared code', async () => {
    const errors = await boundaryErrors(
      'src/app/features/reports/boundaryProbe.ts',
      "export { ReportTable } from './ReportTable';\nexport { Spinner } from '../../components/Spinner';\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuse shared code importing a feature or a page', async () => {
    for (const filePath of ['src/app/components/boundaryProbe.ts', 'src/app/router/boundaryProbe.ts']) {
      const errors = await boundaryErrors(
        filePath,
        "export { LastReportsCard } from '../features/reports/LastReportsCard';\nexport { ReportSlotsProvider } from '../pages/ReportSlots';\n",
      );
      expect(errors, filePath).toHaveLength(2);
    }
  });

  it('refuse a lazy import as well as a static one', async () => {
    const errors = await boundaryErrors(
      'src/app/offline/boundaryProbe.ts',
      "export const load = () => import('../features/reports/LastReportsCard');\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse a feature importing a page', async () => {
    const errors = await boundaryErrors(
      'src/app/features/reports/boundaryProbe.ts',
      "export { ReportSlotsProvider } from '../../pages/ReportSlots';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('let a page and the route table combine features', async () => {
    const source = "export { LastReportsCard } from '../features/reports/LastReportsCard';\n";
    expect(await boundaryErrors('src/app/pages/boundaryProbe.ts', source)).toEqual([]);
    expect(await boundaryErrors('src/app/router/routeTable.ts', source)).toEqual([]);
  });
});

describe('server feature boundaries', () => {
  it('refuse a server feature importing another feature’s internals, in code and tests', async () => {
    for (const filePath of [
      'server/features/reports/boundaryProbe.ts',
      'server/features/reports/boundaryProbe.test.ts',
    ]) {
      const errors = await boundaryErrors(
        filePath,
        "export { ticketRoutes } from '../tickets/ticketRoutes';\nexport { fhirRoutes } from '../reportImport/fhir/fhirRoutes';\n",
      );
      expect(errors, filePath).toHaveLength(2);
      expect(errors[0]).toContain('only through its index.ts');
    }
  });

  it('let a server feature import another feature’s index, the platform and the contract', async () => {
    const errors = await boundaryErrors(
      'server/features/reports/boundaryProbe.ts',
      "export { notifyUser } from '../activities';\nexport { writeWithChanges } from '../../platform/sync/writeWithChanges';\nexport { SyncEntity } from '../../../src/contract/sync';\nexport { reportRoutes } from './reportRoutes';\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuse the platform importing a feature, even its index, or the feature list', async () => {
    for (const source of [
      "export { ticketsFeature } from '../../features/tickets';\n",
      "export { SERVER_FEATURES } from '../../features';\n",
    ]) {
      const errors = await boundaryErrors('server/platform/sync/boundaryProbe.ts', source);
      expect(errors.length, source).toBeGreaterThan(0);
      expect(errors[0]).toContain('server/platform imports no feature');
    }
  });

  it('refuse a feature importing the app, the seed or the test helpers, but let its tests', async () => {
    const source =
      "export { buildApp } from '../../app';\nexport { seedDemoData } from '../../seed/demoData';\nexport { createTestApp } from '../../testing/testApp';\n";
    expect(await boundaryErrors('server/features/tickets/boundaryProbe.ts', source)).toHaveLength(3);
    expect(await boundaryErrors('server/features/tickets/boundaryProbe.test.ts', source)).toEqual([]);
  });

  it('let the composition reach features through their index only', async () => {
    expect(
      await boundaryErrors(
        'server/seed/boundaryProbe.ts',
        "export { ticketsFeature } from '../features/tickets';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'server/seed/boundaryProbe.ts',
        "export { ticketRoutes } from '../features/tickets/ticketRoutes';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'server/main.ts',
        "export { ticketRoutes } from './features/tickets/ticketRoutes';\n",
      ),
    ).toHaveLength(1);
  });
});
