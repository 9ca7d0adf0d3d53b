// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInTestRootSync as render, unmountTestRoot } from '../../testing/testRoot';
import { ThreadEditForm } from './ThreadEditForm';
import { ThreadMessage } from './ThreadMessage';
import { ThreadReplyForm } from './ThreadReplyForm';

const field = { name: 'message', schema: z.object({ message: z.string().min(1) }) };
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

const button = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll('button')].find((item) => item.textContent === text) as HTMLButtonElement;

async function type(host: HTMLElement, text: string) {
  const area = host.querySelector('textarea') as HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
  await act(async () => void area.dispatchEvent(new Event('input', { bubbles: true })));
  return area;
}

const submit = (host: HTMLElement) => act(async () => void host.querySelector('form')?.requestSubmit());

describe('the conversation thread', () => {
  it('sends a reply under the API field name and empties the box', async () => {
    const onSend = vi.fn(async () => undefined);
    const host = render(
      <ThreadReplyForm field={field} texts={{ label: 'Antwort', submit: 'Senden' }} onSend={onSend} />,
    );
    const area = await type(host, 'Bitte um Rückruf.');
    expect(area.name).toBe('message');
    await submit(host);
    expect(onSend).toHaveBeenCalledWith('Bitte um Rückruf.');
    expect(area.value).toBe('');
  });

  it('edits its own entry in place, and sends only a changed text', async () => {
    const onSave = vi.fn(async () => undefined);
    const host = render(
      <ol>
        <ThreadMessage
          testId="entry"
          author="Dr. Anna Berger"
          createdAt="2025-03-01T10:00:00.000Z"
          edited={false}
          text="Erste Fassung"
          own
          pending={false}
          editable
          texts={{ edited: 'bearbeitet', edit: 'Bearbeiten', delete: 'Löschen' }}
          onDelete={vi.fn()}
          editForm={(onDone) => (
            <ThreadEditForm
              field={field}
              text="Erste Fassung"
              label="Nachricht bearbeiten"
              align="start"
              saveLabel="Speichern"
              cancelLabel="Abbrechen"
              onSave={onSave}
              onDone={onDone}
            />
          )}
        />
      </ol>,
    );
    act(() => button(host, 'Bearbeiten').click());
    expect(button(host, 'Speichern').disabled).toBe(true);
    await type(host, 'Zweite Fassung');
    await submit(host);
    expect(onSave).toHaveBeenCalledWith('Zweite Fassung');
    expect(host.querySelector('form')).toBeNull();
  });
});
