import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The browser's own dialogs (confirm, alert, prompt) speak the browser's language, block the page
 * and cannot be styled or tested; the app asks with its confirm dialog (components/confirm).
 * eslint.config.js refuses them in src/: each case lints a one-line file and expects the rule.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function nativeDialogErrors(source: string, filePath = 'src/app/features/users/dialogProbe.ts') {
  const results = await eslint.lintText(source, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => ['no-restricted-globals', 'no-restricted-properties'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('the browser’s own dialogs', () => {
  it('are refused as globals: confirm, alert and prompt', async () => {
    const errors = await nativeDialogErrors(
      "export const a = confirm('x');\nalert('y');\nexport const b = prompt('z');\n",
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('askConfirmation');
  });

  it('are refused through window and globalThis', async () => {
    const errors = await nativeDialogErrors(
      "export const a = window.confirm('x');\nwindow.alert('y');\nexport const b = globalThis.prompt('z');\n",
    );
    expect(errors).toHaveLength(3);
  });

  it('leave a method of the same name on another object alone', async () => {
    expect(
      await nativeDialogErrors('export const done = (dialog: { confirm(): void }) => dialog.confirm();\n'),
    ).toEqual([]);
  });
});
