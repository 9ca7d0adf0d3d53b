import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

/**
 * A modal with a title, an optional intro and a form. The form is a child of the panel, so every
 * opening starts with an empty one. The root spans the viewport (`fixed inset-0`), which is what
 * Playwright needs to see it as visible. A form taller than a phone's screen scrolls within the
 * root instead of being cut (issue 11).
 */
export function FormDialog({
  open,
  onClose,
  title,
  intro,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} data-testid={testId} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <div className="flex min-h-full items-center justify-center p-2 sm:p-4">
        <DialogPanel className="relative w-full max-w-lg rounded-lg bg-white p-4 shadow-xl ring-1 ring-stone-200 sm:p-6">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
