import { useState } from 'react';

/**
 * Picking several of a list by their ids (a doctor's offices, an office's doctors): a labelled,
 * scrolling list of checkboxes beside a form. `usePickedIds` keeps the choice.
 */
export function usePickedIds(initial: readonly number[]) {
  const [ids, setIds] = useState<number[]>([...initial]);
  const toggle = (id: number, on: boolean) =>
    setIds((current) =>
      on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
    );
  return { ids, toggle };
}

export function CheckboxPicker({
  legend,
  items,
  picked,
  onToggle,
  scrolls = true,
}: {
  legend: string;
  items: readonly { id: string; label: string }[];
  picked: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  /** A short scrolling box beside a form; false on a page of its own, which scrolls as a whole. */
  scrolls?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      <div
        className={`flex flex-col gap-1 rounded-md border border-stone-200 p-2 ${scrolls ? 'max-h-48 overflow-y-auto' : ''}`}
      >
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={picked.includes(Number(item.id))}
              onChange={(event) => onToggle(Number(item.id), event.target.checked)}
            />
            <span className="break-words">{item.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
