/**
 * A status or priority as a badge: the lookup's colour (spec §3 'priority (id, name, color)') as a
 * dot beside the name, so the text keeps its contrast whatever colour the lab chose.
 */
export function TicketBadge({
  label,
  color,
  testId,
}: {
  label: string;
  color: string | null;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-stone-800 ring-1 ring-stone-200"
    >
      <span
        aria-hidden="true"
        className="size-2 rounded-full bg-stone-400"
        style={color ? { backgroundColor: color } : undefined}
      />
      {label}
    </span>
  );
}
