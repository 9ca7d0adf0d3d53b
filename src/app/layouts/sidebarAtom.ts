import { atom } from 'jotai';

/** Whether the backend sidebar is open on small screens (ephemeral UI state). */
export const sidebarOpenAtom = atom(false);
