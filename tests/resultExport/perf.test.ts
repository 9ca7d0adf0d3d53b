import { it } from 'vitest';
import { exportLdt3, exportFhirJson } from '../../src/contract/resultExport';
import { bytesToBase64 } from '../../src/contract/resultExport/base64';
import { exportInput } from '../../server/testing/resultExportFixture';
it('perf', async () => {
  const pdf = new Uint8Array(20 * 1024 * 1024).map((_, i) => i % 251);
  let t = performance.now();
  bytesToBase64(pdf);
  console.log('b64 ms', performance.now() - t);
  t = performance.now();
  const ldt = await exportLdt3(exportInput({ pdf }));
  console.log('ldt ms', performance.now() - t, ldt.length);
  t = performance.now();
  const json = exportFhirJson(exportInput({ pdf }));
  console.log('fhir ms', performance.now() - t, json.length);
});
