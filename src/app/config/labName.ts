import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LAB_NAME } from '../../contract/constants';
import { request } from '../api/http';
import { LAB_NAME_STORAGE_KEY } from './storageKeys';

/**
 * The laboratory's name (LAB_NAME on the server) for titles and the footer. It is remembered in
 * localStorage so that the offline app shows the right name before the server answers.
 */
const STORAGE_KEY = LAB_NAME_STORAGE_KEY;
const listeners = new Set<() => void>();
let labName = localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LAB_NAME;
let fetched = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function refreshLabName() {
  if (fetched) return;
  fetched = true;
  try {
    const answer = await request('/api/config');
    const { publicConfigSchema } = await import('../../contract/publicConfig');
    const config = publicConfigSchema.parse(answer);
    if (config.labName !== labName) {
      labName = config.labName;
      localStorage.setItem(STORAGE_KEY, labName);
      listeners.forEach((listener) => listener());
    }
  } catch {
    fetched = false; // offline: keep the remembered name, try again on the next mount
  }
}

/** The name saved on the settings page (issue 14): this tab shows it at once, and remembers it. */
export function setLabName(name: string): void {
  if (name === labName) return;
  labName = name;
  localStorage.setItem(STORAGE_KEY, labName);
  listeners.forEach((listener) => listener());
}

/** The name as this device knows it now, for what is made outside React (the order's PDFs). */
export function currentLabName(): string {
  return labName;
}

export function useLabName(): string {
  useEffect(() => {
    void refreshLabName();
  }, []);
  return useSyncExternalStore(subscribe, () => labName);
}
