/** The look of `PrimaryButton` (components/Button.tsx), for a link that starts something (a new order). */
export const PRIMARY_LINK_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800';
