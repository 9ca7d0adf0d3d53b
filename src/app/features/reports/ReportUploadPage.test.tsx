// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../api/testing/FakeXhr';
import i18n, { i18nReady } from '../../i18n/i18n';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import ReportUploadPage from './ReportUploadPage';

let online = true;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  FakeXhr.sent = [];
  online = true;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=token%3D1';
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function renderPage() {
  await renderInTestRoot(<ReportUploadPage />);
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="report-upload-input"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const uploadButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Hochladen') as HTMLButtonElement;
const item = (name: string) =>
  [...document.querySelectorAll('[data-testid="upload-item"]')].find((li) => li.textContent?.includes(name));
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the report upload page', () => {
  it('sends each file on its own, three at a time, with the XSRF header, and shows each result', async () => {
    await renderPage();
    const names = [
      'A-1_2026-001_Muster_Eva.pdf',
      'A-1_2026-002_Muster_Eva.pdf',
      'X_unknown.pdf',
      'A-1_2026-004_Muster_Eva.pdf',
    ];
    await choose(names.map(pdf));
    await act(async () => uploadButton().click());
    await flush();

    expect(FakeXhr.sent.map((xhr) => xhr.filename)).toEqual(names.slice(0, 3));
    const [first, second, third] = FakeXhr.sent;
    expect(first).toMatchObject({ method: 'POST', url: '/api/befunde' });
    expect(first?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token=1', Accept: 'application/json' });

    await act(async () => first?.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(item(names[0] ?? '')?.querySelector('progress')?.value).toBe(0.5);

    await act(async () =>
      first?.answer(201, { data: [{ report: { befund_id: '2026-001' }, replaced: false }] }),
    );
    await flush();
    expect(FakeXhr.sent).toHaveLength(4);
    expect(item(names[0] ?? '')?.textContent).toContain('Befund 2026-001 hochgeladen');
    expect(item(names[0] ?? '')?.querySelector('progress')?.dataset['result']).toBe('uploaded');

    await act(async () =>
      second?.answer(201, { data: [{ report: { befund_id: '2026-002' }, replaced: true }] }),
    );
    expect(item(names[1] ?? '')?.textContent).toContain('Befund 2026-002 ersetzt');

    const message = 'Der Dateiname muss <LIS-ID>_<Befund-Nr.>_<Nachname>_<Vorname>.pdf lauten.';
    await act(async () => third?.answer(422, { message, errors: { 'files.0': [message] } }));
    expect(item('X_unknown.pdf')?.textContent).toContain(message);
    // A refused file's bar is full (all bytes went out) but red, not the colour of success.
    const refusedBar = item('X_unknown.pdf')?.querySelector('progress');
    expect(refusedBar?.dataset['result']).toBe('failed');
    expect(refusedBar?.className).toContain('accent-red-700');
  });

  it('shows a small file in bytes, not as 0 kB', async () => {
    await renderPage();
    await choose([pdf('A-1_2026-001_Muster_Eva.pdf')]);
    expect(item('A-1_2026-001_Muster_Eva.pdf')?.textContent).toContain('8 B');
    expect(item('A-1_2026-001_Muster_Eva.pdf')?.textContent).not.toContain('0 kB');
  });

  it('does not send a file that is no PDF', async () => {
    await renderPage();
    await choose([new File(['x'], 'scan.jpg', { type: 'image/jpeg' })]);
    expect(item('scan.jpg')?.textContent).toContain('Die Datei ist kein PDF.');
    expect(uploadButton().disabled).toBe(true);
  });

  it('says that uploading needs the network and waits while offline', async () => {
    online = false;
    await renderPage();
    await choose([pdf('A-1_2026-001_Muster_Eva.pdf')]);
    expect(document.querySelector('[data-testid="report-upload-offline"]')?.textContent).toContain(
      'nur mit Netzwerkverbindung',
    );
    expect(uploadButton().disabled).toBe(true);
  });
});
